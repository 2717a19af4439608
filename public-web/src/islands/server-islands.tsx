import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { SiteNavigationProvider } from '../lib/site-navigation';
import { islandIdPrefix, type IslandCollector, type ServerIsland } from './island-context';

/**
 * Renders each island of a page served as islands alone, as the browser hydrates it (hydrate-islands.tsx): the
 * ids React makes (useId) depend on where a component sits in its root, so an island rendered inside the page's
 * tree got other ids than the island's own root makes in the browser (a field's description then lost its hint
 * once an error was added to it). The page is rendered first with a placeholder in each island; `fill` puts
 * each island's own rendering there.
 */
export class ServerIslands implements IslandCollector {
  private readonly islands: ServerIsland[] = [];

  add(island: ServerIsland): string {
    this.islands.push(island);
    return `<!--island:${this.islands.length - 1}-->`;
  }

  /**
   * The page's HTML with each island in its place: the same tree and id prefix as in the browser, and the
   * page's path, which an island reads from the address bar in the browser.
   */
  fill(html: string, pathname: string): string {
    return html.replace(/<!--island:(\d+)-->/g, (_, index: string) => {
      const { name, component: Component, props } = this.islands[Number(index)]!;
      return renderToString(
        <SiteNavigationProvider value={{ pathname, navigate: () => undefined }}>
          <StrictMode>
            <Component {...props} />
          </StrictMode>
        </SiteNavigationProvider>,
        { identifierPrefix: islandIdPrefix(name) },
      );
    });
  }
}
