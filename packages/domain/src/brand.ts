/** The brand lives in one place so a deployment can rename the product (docs/product.md §1). */
export const BRAND = {
  name: 'UniGuide',
  tagline: 'Your guide to UAE universities',
  supportEmail: 'partners@uniguide.ae',
  phone: '+971 4 123 4567',
  whatsappNumber: '97141234567',
  address: 'Office 1204, Business Bay Tower, Dubai, United Arab Emirates',
  workingHours: [
    { days: 'Sunday - Thursday', hours: '9:00 AM - 5:00 PM' },
    { days: 'Friday - Saturday', hours: 'Closed' },
  ],
} as const;

/**
 * The brand's colours as hex, for places that cannot read the apps' CSS (e-mails): the kit's
 * primary teal, its desert gold and the page surface (packages/ui/src/styles.css, in OKLCH there).
 */
export const BRAND_COLORS = {
  primary: '#006457',
  primaryForeground: '#ffffff',
  highlight: '#e7b140',
  surface: '#f9fafb',
} as const;

/**
 * What the marketing pages promise about approval, following the console's setting: with approval
 * required, "within 48 hours"; with approval automatic, submitting straight after sign-up.
 */
export function approvalPromise(approvalRequired: boolean): {
  /** The hero's badge and the about page's list line. */
  short: string;
  /** A sentence for running text. */
  sentence: string;
} {
  return approvalRequired
    ? {
        short: `Agent approval within ${MARKETING.approvalHours} hours`,
        sentence: `We approve new agents within ${MARKETING.approvalHours} hours.`,
      }
    : {
        short: 'Submit applications as soon as you sign up',
        sentence: 'You can submit applications as soon as you sign up.',
      };
}

/** Marketing figures of docs/product.md §1, shown as content (the 80% vs 100% claim is deliberate). */
export const MARKETING = {
  universities: '31+',
  programs: '913+',
  communityStudents: '2,000+',
  approvalHours: 48,
  processCommission: '80%',
  statCommission: '100%',
  rating: '5/5',
} as const;
