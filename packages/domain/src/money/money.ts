/**
 * The one money format of both apps (docs/product.md §3): "AED", a space, the amount with thousands
 * separators, and fils only when there are any — "AED 57,150", "AED 1,234.50". Tuition, commission,
 * payouts, splits and e-mails all go through here, so an amount reads the same on every screen.
 */
import { INTL_LOCALE, type Language } from '../i18n/languages';

const grouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** AED as `Intl` writes it for a language other than English ("‏57,150 د.إ.‏" in Arabic, Latin digits). */
function localAed(fils: number, language: Exclude<Language, 'en'>): string {
  const whole = Math.round(fils) % 100 === 0;
  return new Intl.NumberFormat(INTL_LOCALE[language], {
    style: 'currency',
    currency: 'AED',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(Math.round(fils) / 100);
}

/**
 * 123450 fils → "AED 1,234.50"; 5715000 fils → "AED 57,150". In another language, the amount as
 * `Intl` writes AED there (docs/decisions/067-translation-layer.md).
 */
export function formatAedAmountFils(fils: number, language: Language = 'en'): string {
  if (language !== 'en') return localAed(fils, language);
  const sign = fils < 0 ? '-' : '';
  const abs = Math.abs(Math.round(fils));
  const dirhams = grouped.format(Math.trunc(abs / 100));
  const rest = abs % 100;
  return rest === 0
    ? `${sign}AED ${dirhams}`
    : `${sign}AED ${dirhams}.${String(rest).padStart(2, '0')}`;
}

/** A whole-dirham amount (tuition, a slider value): 57150 → "AED 57,150"; 29999.6 → "AED 30,000". */
export function formatAed(aed: number, language: Language = 'en'): string {
  return formatAedAmountFils(Math.round(aed) * 100, language);
}

/**
 * An amount in a student's currency, as the quote converts it: the ISO code, a space, two decimals
 * ("INR 1,234,567.00"), the same way for every code the rate table may hold.
 */
export function formatCurrencyAmount(amount: number, currency: string): string {
  const grouped2 = new Intl.NumberFormat('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return `${currency} ${grouped2.format(amount)}`;
}

/** An AED amount that may carry fils (a quote's line or total): 1234.5 → "AED 1,234.50". */
export function formatAedAmount(aed: number, language: Language = 'en'): string {
  return formatAedAmountFils(Math.round(aed * 100), language);
}
