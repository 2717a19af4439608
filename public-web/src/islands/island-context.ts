import { createContext, type ComponentType } from 'react';

/** An island met while the server renders a page served as islands. */
export interface ServerIsland {
  name: string;
  component: ComponentType<object>;
  props: object;
}

/** What the prerenderer puts around a page served as islands (server-islands.tsx); the browser never does. */
export interface IslandCollector {
  /** Records an island and returns the placeholder its own rendering replaces in the page. */
  add(island: ServerIsland): string;
}

export const IslandCollectorContext = createContext<IslandCollector | null>(null);

/** The prefix of the ids React makes in an island, the same on the server and in the browser. */
export function islandIdPrefix(name: string): string {
  return `${name}-`;
}
