import { describe, expect, it, vi } from 'vitest';
import type { Resolver, ResolverResult } from 'react-hook-form';
import { deferredResolver } from './deferred-resolver';

type Values = { email: string };

describe('deferredResolver', () => {
  it('loads the rules on first use and answers with what they say', async () => {
    const rules: Resolver<Values> = async (values): Promise<ResolverResult<Values>> => {
      if (values.email.includes('@')) return { values, errors: {} };
      return { values: {}, errors: { email: { type: 'format', message: 'Enter an e-mail' } } };
    };
    const load = vi.fn(async () => rules);
    const resolver = deferredResolver(load);
    expect(load).not.toHaveBeenCalled();

    const options = { fields: {}, shouldUseNativeValidation: false };
    const refused = await resolver({ email: 'nope' }, undefined, options);
    expect(refused.errors.email?.message).toBe('Enter an e-mail');
    const accepted = await resolver({ email: 'a@b.test' }, undefined, options);
    expect(accepted).toEqual({ values: { email: 'a@b.test' }, errors: {} });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
