import { useContext, type ComponentType } from 'react';
import type { IslandName } from './registry';
import { IslandCollectorContext } from './island-context';

interface IslandProps<Props extends object> {
  /** The registry's name of the component (registry.ts), which a page served as islands hydrates here. */
  name: IslandName;
  component: ComponentType<Props>;
  props?: Props;
}

/**
 * One island of a page: the component in a wrapper that names it and carries its props, so a page served as
 * islands can hydrate it alone (islands.ts) with the registry's component of that name. Inside the full app it
 * is the same markup, and the wrapper takes no room ([data-island] is display: contents). The component is
 * passed here rather than read from the registry, so the app's layout does not import every page's islands.
 */
export function Island<Props extends object>({ name, component: Component, props }: IslandProps<Props>) {
  const serverIslands = useContext(IslandCollectorContext);
  const dataProps = props ? JSON.stringify(props) : undefined;
  // On the server, a page served as islands renders each island apart, as its own root (server-islands.tsx).
  if (serverIslands) {
    const placeholder = serverIslands.add({ name, component: Component as ComponentType<object>, props: props ?? {} });
    return <div data-island={name} data-props={dataProps} dangerouslySetInnerHTML={{ __html: placeholder }} />;
  }
  return (
    <div data-island={name} data-props={dataProps}>
      <Component {...((props ?? {}) as Props)} />
    </div>
  );
}
