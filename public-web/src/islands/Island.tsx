import type { ComponentProps } from 'react';
import { ISLANDS, type IslandName } from './registry';

type IslandProps<Name extends IslandName> = { name: Name } & ({} extends ComponentProps<(typeof ISLANDS)[Name]>
  ? { props?: ComponentProps<(typeof ISLANDS)[Name]> }
  : { props: ComponentProps<(typeof ISLANDS)[Name]> });

/**
 * One island of a page: the component of the registry in a wrapper that names it and carries its props, so
 * a page served as islands can hydrate it alone (islands.tsx). Inside the full app it is the same markup, and
 * the wrapper takes no room ([data-island] is display: contents).
 */
export function Island<Name extends IslandName>({ name, props }: IslandProps<Name>) {
  const Component = ISLANDS[name] as React.ComponentType<object>;
  return (
    <div data-island={name} data-props={props ? JSON.stringify(props) : undefined}>
      <Component {...(props ?? {})} />
    </div>
  );
}
