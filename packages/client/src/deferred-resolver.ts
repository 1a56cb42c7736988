import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A react-hook-form resolver whose rules arrive on first use: `load` imports a module that builds the
 * real resolver (zod and the schema), so a first page with a form paints without them
 * (docs/decisions/012-first-page-javascript.md). Call `load` on the form's first input too, so the rules
 * are there before the first submit.
 */
export function deferredResolver<TValues extends FieldValues, TContext, TOutput>(
  load: () => Promise<Resolver<TValues, TContext, TOutput>>,
): Resolver<TValues, TContext, TOutput> {
  return async (values, context, options) => (await load())(values, context, options);
}
