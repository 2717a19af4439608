import { StrictMode, type ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { setIslandNavigate } from '../lib/site-navigation';
import { ISLANDS } from './registry';

function readProps(element: HTMLElement): object {
  try {
    return element.dataset.props ? (JSON.parse(element.dataset.props) as object) : {};
  } catch {
    return {};
  }
}

/**
 * Hydrates every island of the page (the elements marked with data-island), each as a root of its own, and
 * tells them how to leave the page. Returns how to take them down when the app replaces the page.
 */
export function hydrateIslands(navigate: (to: string) => void): { unmount: () => void } {
  setIslandNavigate(navigate);
  const roots: Root[] = [];
  for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
    const name = element.dataset.island as keyof typeof ISLANDS;
    const Component = ISLANDS[name] as ComponentType<object> | undefined;
    if (!Component) continue;
    roots.push(
      hydrateRoot(
        element,
        <StrictMode>
          <Component {...readProps(element)} />
        </StrictMode>,
        // Ids made on the client (a dialog's title) stay unique across the page's roots.
        { identifierPrefix: `${name}-` },
      ),
    );
  }
  return {
    unmount() {
      for (const root of roots.splice(0)) root.unmount();
    },
  };
}
