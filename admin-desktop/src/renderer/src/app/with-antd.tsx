import type { ComponentProps, ComponentType } from 'react';

/**
 * A lazily loaded component (a page, a dialog) inside Ant Design's locale and theme (app/antd-scope.tsx),
 * fetched together with it: the scope is never part of the first screens' download.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component, its props kept as they are
export function withAntd<C extends ComponentType<any>>(load: () => Promise<{ default: C }>): () => Promise<{ default: C }> {
  return () =>
    Promise.all([load(), import('./antd-scope')]).then(([loaded, { AntdScope }]) => {
      const Component = loaded.default as ComponentType<ComponentProps<C>>;
      const Scoped = (props: ComponentProps<C>) => (
        <AntdScope>
          <Component {...props} />
        </AntdScope>
      );
      return { default: Scoped as unknown as C };
    });
}
