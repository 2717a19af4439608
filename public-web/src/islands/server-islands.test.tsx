import { act, type ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_BRAND } from '@valuta/shared/brand';
import { render } from '../entry-server';
import { islandIdPrefix } from './island-context';
import { ISLANDS } from './registry';

// Lets act() wait for the hydration, as Testing Library does for its own renders.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const roots: Root[] = [];
afterEach(() => {
  act(() => {
    for (const root of roots.splice(0)) root.unmount();
  });
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

/** Hydrates every island of the page as hydrate-islands.tsx does; returns what React reported. */
async function hydratePage(html: string): Promise<string[]> {
  document.body.innerHTML = html;
  const reported: string[] = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => reported.push(args.map(String).join(' ')));
  const elements = [...document.querySelectorAll<HTMLElement>('[data-island]')];
  const components = await Promise.all(elements.map((element) => ISLANDS[element.dataset.island as keyof typeof ISLANDS]()));
  await act(async () => {
    elements.forEach((element, index) => {
      const Component = components[index] as ComponentType<object>;
      const props = element.dataset.props ? (JSON.parse(element.dataset.props) as object) : {};
      roots.push(
        hydrateRoot(element, <Component {...props} />, {
          identifierPrefix: islandIdPrefix(element.dataset.island!),
          onRecoverableError: (error) => reported.push(String(error)),
        }),
      );
    });
    await Promise.resolve();
  });
  return reported;
}

describe('pages served as islands', () => {
  it('render each island as its own root in the browser renders it: the same ids, no hydration mismatch', async () => {
    const rendered = await render('http://localhost/landingvenditori', DEFAULT_BRAND, { team: [], reviews: [], mailConfigured: false });
    expect(rendered.islands).toBe(true);
    expect(rendered.html).not.toContain('<!--island:');
    // The address field's hint is written by the server under the id the island's own root gives it.
    const hint = /id="(_seller-form-[^"]+-hint)"/.exec(rendered.html)?.[1];
    expect(hint).toBeDefined();
    expect(rendered.html).toContain(`aria-describedby="${hint}"`);

    const reported = await hydratePage(rendered.html);
    expect(reported).toEqual([]);
    expect(document.querySelector(`[aria-describedby="${hint}"]`)).not.toBeNull();
  });

  it('render the pages of the whole app in one tree', async () => {
    const rendered = await render('http://localhost/contatti', DEFAULT_BRAND, { team: [], reviews: [], mailConfigured: false });
    expect(rendered.islands).toBe(false);
    expect(rendered.html).not.toContain('<!--island:');
    expect(rendered.html).toContain('data-island="header"');
  });
});
