import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { messages as arabic } from '../locales/ar/messages';
import { messages as english } from '../locales/en/messages';
import { ZApplicationFields } from '../application/schemas';
import { ZContactInput } from '../contact/schemas';
import { ZMarketingMaterialFields } from '../marketing/materials';
import { ZOnboardingSlotInput } from '../onboarding/sessions';
import { ZCreateQuoteInput, ZCreateShareLinkInput, ZSetCurrencyRatesInput } from '../quote/schemas';
import { ZProfileInput, ZRegisterInput } from '../user/schemas';
import { ZMapNationalityInput, ZSetVisaChecklistInput } from '../visa/checklist';
import { messageTranslator } from './message-translator';

/**
 * What the forms of both apps can say about a mistake, from the domain's own schemas, must be in the
 * domain's catalog (docs/decisions/101-form-checks-in-the-page-language.md): each message below is
 * produced by a wrong value a person can type, then looked up as the server and the browser do.
 */
const toArabic = messageTranslator(english, setupI18n({ locale: 'ar', messages: { ar: arabic } }));

const long = (length: number) => 'x'.repeat(length);

const CASES: [name: string, schema: z.ZodType, values: unknown[]][] = [
  [
    'sign-up',
    ZRegisterInput,
    [
      {
        username: 'no',
        password: '1',
        firstName: '',
        lastName: '',
        agencyName: '',
        country: '',
        phoneNumber: '',
      },
    ],
  ],
  [
    'profile',
    ZProfileInput,
    [{ firstName: '', lastName: '', country: '', phoneNumber: '', website: 'no' }],
  ],
  [
    'contact',
    ZContactInput,
    [
      { name: '', email: '', subject: '', message: '' },
      { name: 'A', email: 'no', subject: 'S', message: 'M' },
    ],
  ],
  [
    'application',
    ZApplicationFields,
    [
      {
        studentFirstName: '',
        studentLastName: '',
        studentEmail: 'no',
        studentPhone: '',
        studentNationality: '',
        studentDateOfBirth: '',
        studentPassportNumber: '1',
        studentGender: '',
        highestQualification: '',
        qualificationName: '',
        institutionName: '',
        graduationYear: '',
        intakeDate: '',
      },
    ],
  ],
  [
    'onboarding slot',
    ZOnboardingSlotInput,
    [
      {
        expertName: '',
        expertEmail: 'no',
        region: '',
        startsAt: '2030-01-01T10:00:00Z',
        durationMinutes: 'x',
        capacity: 'x',
        meetingUrl: 'http://a.example',
      },
      {
        expertName: long(121),
        region: long(61),
        startsAt: '2030-01-01T10:00:00Z',
        durationMinutes: 1.5,
        capacity: 1.5,
        meetingUrl: `https://a.example/${long(2000)}`,
      },
      {
        expertName: 'A',
        region: 'GCC',
        startsAt: '2030-01-01T10:00:00Z',
        durationMinutes: 1,
        capacity: 0,
        meetingUrl: 'https://a.example',
      },
      {
        expertName: 'A',
        region: 'GCC',
        startsAt: '2030-01-01T10:00:00Z',
        durationMinutes: 100_000,
        capacity: 100_000,
        meetingUrl: 'https://a.example',
      },
    ],
  ],
  [
    'marketing material',
    ZMarketingMaterialFields,
    [
      { title: '', language: 'xx', regionTags: [], linkUrl: 'http://a.example' },
      { title: long(201), language: 'en', regionTags: [long(61)] },
      {
        title: 'Brochure',
        language: 'en',
        regionTags: Array.from({ length: 100 }, (_, i) => `r${i}`),
      },
    ],
  ],
  [
    'visa checklist',
    ZSetVisaChecklistInput,
    [
      {
        country: 'default',
        items: [{ name: '', note: long(1001), nameAr: long(201), noteAr: long(1001) }],
      },
      { country: 'default', items: [{ name: long(201) }] },
      { country: 'Narnia', items: null },
      { country: 'default', items: Array.from({ length: 500 }, () => ({ name: 'Passport' })) },
    ],
  ],
  [
    'nationality',
    ZMapNationalityInput,
    [
      { value: '', country: 'IN' },
      { value: long(101), country: 'XX' },
    ],
  ],
  [
    'quote',
    ZCreateQuoteInput,
    [
      { studentId: 1, programIds: [1, 1], currency: 'AED' },
      { studentId: 1, programIds: [1], currency: 'rupees' },
      { studentId: 1, programIds: Array.from({ length: 11 }, (_, i) => i + 1) },
      { studentId: 1, programIds: [] },
    ],
  ],
  [
    'student link',
    ZCreateShareLinkInput,
    [
      { studentId: 1, expiresInDays: 0.5 },
      { studentId: 1, expiresInDays: 0 },
      { studentId: 1, expiresInDays: 91 },
    ],
  ],
  [
    'currency rates',
    ZSetCurrencyRatesInput,
    [
      {
        rates: [
          { currency: 'INR', unitsPerAed: 0, setOn: '2026-13-45' },
          { currency: 'INR', unitsPerAed: 2e6, setOn: '1 May' },
        ],
      },
      {
        rates: Array.from({ length: 201 }, () => ({
          currency: 'INR',
          unitsPerAed: 1,
          setOn: '2026-01-01',
        })),
      },
    ],
  ],
];

describe('the domain catalog', () => {
  it.each(CASES)('has every message the %s form can show', (_name, schema, values) => {
    const messages = new Set(
      values.flatMap((value) => {
        const result = schema.safeParse(value);
        return result.success ? [] : result.error.issues.map((issue) => issue.message);
      }),
    );
    expect(messages.size).toBeGreaterThan(0);
    for (const message of messages) expect(toArabic(message), message).toMatch(/[\u0600-\u06FF]/);
  });
});
