import { ZRegisterInput } from '@uniguide/domain';
import type { FieldErrors, FieldValues, ResolverOptions } from 'react-hook-form';
import { z } from 'zod';
import { afterEach, describe, expect, it } from 'vitest';
import { messageInPageLanguage, zodResolverInPageLanguage } from './form-checks';

const OPTIONS = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<FieldValues>;

async function errorsOf(schema: z.ZodType, values: FieldValues): Promise<FieldErrors> {
  const resolve = zodResolverInPageLanguage(schema as never);
  return (await resolve(values, undefined, OPTIONS)).errors;
}

afterEach(() => document.documentElement.removeAttribute('lang'));

describe('zodResolverInPageLanguage', () => {
  const empty = {
    username: 'not-an-email',
    password: '',
    firstName: '',
    lastName: '',
    agencyName: '',
    country: '',
    phoneNumber: '',
  };

  it('says the domain messages as they are on an English page', async () => {
    document.documentElement.lang = 'en';
    const errors = await errorsOf(ZRegisterInput, empty);
    expect(errors.username?.message).toBe('Please enter a valid email');
    expect(errors.firstName?.message).toBe('First name is required');
  });

  it('says them in Arabic on an Arabic page, keeping the fields they belong to', async () => {
    document.documentElement.lang = 'ar';
    const errors = await errorsOf(ZRegisterInput, empty);
    expect(errors.firstName?.message).toBe('الاسم الأول مطلوب');
    expect(errors.firstName?.type).toBe('too_small');
    expect(Object.keys(errors).sort()).toEqual(Object.keys(empty).sort());
    for (const error of Object.values(errors))
      expect(error?.message, String(error?.message)).toMatch(/[\u0600-\u06FF]/);
  });

  it('reaches the messages of nested fields and lists, and leaves unknown text as written', async () => {
    document.documentElement.lang = 'ar';
    const schema = z.object({
      lines: z.array(z.object({ name: z.string().min(1, 'First name is required') })),
      note: z.string().min(1, 'A text no catalog has'),
    });
    const errors = (await errorsOf(schema, {
      lines: [{ name: 'ok' }, { name: '' }],
      note: '',
    })) as {
      lines?: ({ name?: { message?: string } } | undefined)[];
      note?: { message?: string };
    };
    expect(errors.lines?.[1]?.name?.message).toBe('الاسم الأول مطلوب');
    expect(errors.note?.message).toBe('A text no catalog has');
  });

  it('passes valid values through untouched', async () => {
    document.documentElement.lang = 'ar';
    const resolve = zodResolverInPageLanguage(z.object({ name: z.string().trim() }));
    expect(await resolve({ name: ' Amal ' }, undefined, OPTIONS as never)).toEqual({
      values: { name: 'Amal' },
      errors: {},
    });
  });

  it('writes a message found outside a resolver in the page language', async () => {
    document.documentElement.lang = 'ar';
    expect(await messageInPageLanguage('Give the item a name')).toBe('أدخل اسمًا للبند');
    document.documentElement.lang = 'en';
    expect(await messageInPageLanguage('Give the item a name')).toBe('Give the item a name');
  });
});
