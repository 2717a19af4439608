import { StrictMode, startTransition, type ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { nextTask } from '../lib/next-task';
import { setIslandNavigate, type Navigate } from '../lib/site-navigation';
import { ISLANDS } from './registry';
import { islandIdPrefix } from './island-context';

function readProps(element: HTMLElement): object {
  try {
    return element.dataset.props ? (JSON.parse(element.dataset.props) as object) : {};
  } catch {
    return {};
  }
}

/**
 * Hydrates every island of the page (the elements marked with data-island), each as a root of its own, once
 * the code of all of them is there, and tells them how to leave the page. `leaving` is checked before
 * hydrating: a link followed while the code was on its way has already handed the page to the app. Returns how
 * to take the islands down when the app replaces the page.
 */
export async function hydrateIslands(navigate: Navigate, leaving: AbortSignal): Promise<{ unmount: () => void }> {
  setIslandNavigate(navigate);
  const found = [...document.querySelectorAll<HTMLElement>('[data-island]')].flatMap((element) => {
    const name = element.dataset.island as keyof typeof ISLANDS;
    return ISLANDS[name] ? [{ element, name, load: ISLANDS[name] as () => Promise<ComponentType<object>> }] : [];
  });
  const components = await Promise.all(found.map((island) => island.load()));
  const roots: Root[] = [];
  const unmount = () => {
    for (const root of roots.splice(0)) root.unmount();
  };
  // Each root is made in a task of its own: making one attaches React's listeners to its element, and all
  // of them at once, after the module's own evaluation, made one long task on a phone. Each renders in a
  // transition, as the whole app hydrates: React hydrates in slices of a few milliseconds instead of one
  // long task, and a click meanwhile hydrates its island at once.
  for (const [index, { element, name }] of found.entries()) {
    await nextTask();
    if (leaving.aborted) break;
    const Component = components[index]!;
    startTransition(() => {
      roots.push(
        hydrateRoot(
          element,
          <StrictMode>
            <Component {...readProps(element)} />
          </StrictMode>,
          // Ids stay unique across the page's roots, and are those the server made (it renders each island alone).
          { identifierPrefix: islandIdPrefix(name) },
        ),
      );
    });
  }
  return { unmount };
}
