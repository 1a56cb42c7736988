import { z } from 'zod';
import { ZId } from '../ids';

/** The most programs one quote compares (docs/product.md §5.10). */
export const MAX_QUOTE_PROGRAMS = 10;
/** A student's link lives this long unless the agent chooses otherwise. */
export const SHARE_LINK_DEFAULT_DAYS = 30;
export const SHARE_LINK_MAX_DAYS = 90;
/** What a cost the university has not put on record says instead of a figure. */
export const ASK_US = 'ask us';

const CURRENCY_MESSAGE = 'Use a three-letter currency code (ISO 4217), e.g. INR';
export const ZCurrencyCode = z
  .string({ message: CURRENCY_MESSAGE })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, CURRENCY_MESSAGE)
  .refine((code) => code !== 'AED', 'AED is the quote’s own currency');

const ZDay = z
  .string({ message: 'Give the date as YYYY-MM-DD' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Give the date as YYYY-MM-DD')
  .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)), 'Give a real date');

/** One row of the admins' rate table: how many units of the currency one AED buys, as of a date. */
export const ZCurrencyRate = z.object({
  currency: ZCurrencyCode,
  unitsPerAed: z
    .number({ message: 'Give the rate as a number' })
    .positive('The rate must be above zero')
    .max(1_000_000, 'The rate is too large'),
  setOn: ZDay,
});
export type CurrencyRate = z.infer<typeof ZCurrencyRate>;

/** PUT /api/admin/currency-rates replaces the whole table. */
export const ZSetCurrencyRatesInput = z.object({
  rates: z
    .array(ZCurrencyRate)
    .max(200, 'At most 200 currencies')
    .refine(
      (rates) => new Set(rates.map((rate) => rate.currency)).size === rates.length,
      'Each currency once',
    ),
});
export type SetCurrencyRatesInput = z.infer<typeof ZSetCurrencyRatesInput>;

export const ZStudentIdInput = z.object({ studentId: ZId });

export const ZCreateQuoteInput = z.object({
  studentId: ZId,
  programIds: z
    .array(ZId, { message: 'Choose the programs to quote' })
    .min(1, 'Choose at least one program')
    .max(MAX_QUOTE_PROGRAMS, `At most ${MAX_QUOTE_PROGRAMS} programs in one quote`)
    .refine((ids) => new Set(ids).size === ids.length, 'Each program once'),
  /** The student's currency, from the rate table; none: AED only. */
  currency: ZCurrencyCode.nullish(),
});
export type CreateQuoteInput = z.infer<typeof ZCreateQuoteInput>;

export const ZCreateShareLinkInput = z.object({
  studentId: ZId,
  /** The quote the page shows; none: the student's newest. */
  quoteId: ZId.nullish(),
  expiresInDays: z
    .number({ message: 'Give the number of days' })
    .int('Give a whole number of days')
    .min(1, 'At least one day')
    .max(SHARE_LINK_MAX_DAYS, `At most ${SHARE_LINK_MAX_DAYS} days`)
    .default(SHARE_LINK_DEFAULT_DAYS),
  /** E-mail the link to the student's address as well as answering it. */
  sendEmail: z.boolean().default(false),
});
export type CreateShareLinkInput = z.infer<typeof ZCreateShareLinkInput>;

/** A link's token as it arrives: 43 base64url characters; anything else is simply not a link. */
export const ZShareTokenInput = z.object({
  token: z.string({ message: 'This link is not valid' }).max(128, 'This link is not valid'),
});

export const ZSetPreferredInput = ZShareTokenInput.extend({
  programIds: z.array(ZId).max(MAX_QUOTE_PROGRAMS, 'At most 10 programs'),
});
export type SetPreferredInput = z.infer<typeof ZSetPreferredInput>;
