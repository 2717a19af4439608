import type { FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';

export type LazyResolver<TInput extends FieldValues, TOutput> = Resolver<TInput, unknown, TOutput> & { preload: () => void };

/**
 * A react-hook-form resolver whose zod schema (and zod itself) load on first use. Evaluating zod costs the
 * main thread more than anything else on a form page; loading it when the visitor first touches the form,
 * or at the latest when they submit, keeps the page responsive while it starts. The messages are still the
 * shared schema's, identical to the server's.
 */
export function lazyZodResolver<TInput extends FieldValues, TOutput>(loadSchema: () => Promise<ZodType>): LazyResolver<TInput, TOutput> {
  type Loaded = Resolver<TInput, unknown, TOutput>;
  let loading: Promise<Loaded> | null = null;
  const load = () =>
    (loading ??= Promise.all([import('@hookform/resolvers/zod'), loadSchema()]).then(
      ([module, schema]) => module.zodResolver(schema as never) as unknown as Loaded,
    ));
  const resolver = (async (values, context, options) => (await load())(values, context, options)) as LazyResolver<TInput, TOutput>;
  resolver.preload = () => void load();
  return resolver;
}
