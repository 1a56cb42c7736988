import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, render } from '@testing-library/react';
import type { FirstYearCosts } from '@uniguide/domain';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { uiCatalog } from '../i18n/catalog';
import { FirstYearCostsList } from './first-year-costs';

afterEach(cleanup);

/** As `journey.costs` answers: the portal's words with their codes, an admin's fee line as data. */
const costs: FirstYearCosts = {
  applicationId: 7,
  lines: [
    {
      label: 'Tuition (first year)',
      labelCode: 'tuition',
      amountAed: 60_000,
      refundable: false,
      source: 'Catalogue: AED 60,000 per year',
      sourceCode: 'catalogue',
      sourceFigure: 'AED 60,000 per year',
    },
    {
      label: 'VAT on tuition (5%)',
      labelCode: 'vat',
      amountAed: 3000,
      refundable: false,
      source: "The university's VAT flag, kept by the admin team",
      sourceCode: 'vat-flag',
      sourceFigure: null,
    },
    {
      label: 'Visa deposit',
      labelCode: null,
      amountAed: 2500,
      refundable: true,
      source: 'https://example.edu/visa-fees',
      sourceCode: null,
      sourceFigure: null,
    },
  ],
  totalAed: 65_500,
  tuitionKnown: true,
  noFeeLines: false,
  vatUnknown: false,
};

const rows = (container: HTMLElement) =>
  [...container.querySelectorAll('li')].map((item) => item.textContent);

describe('<FirstYearCostsList />', () => {
  it('writes the lines in English as the API words them', () => {
    const { container } = render(<FirstYearCostsList costs={costs} />);
    expect(rows(container)).toEqual([
      'Tuition (first year)AED 60,000Source: Catalogue: AED 60,000 per year',
      "VAT on tuition (5%)AED 3,000Source: The university's VAT flag, kept by the admin team",
      'Visa deposit (refundable)AED 2,500Source: https://example.edu/visa-fees',
    ]);
  });

  it("writes the portal's own words in Arabic, and the catalogue's and the admin team's as entered", async () => {
    const arabic = setupI18n({ locale: 'ar', messages: { ar: await uiCatalog.load.ar() } });
    const inArabic = ({ children }: { children: ReactNode }) => (
      <I18nProvider i18n={arabic}>{children}</I18nProvider>
    );
    const { container } = render(<FirstYearCostsList costs={costs} />, { wrapper: inArabic });
    const [tuition, vat, deposit] = rows(container).map((row) =>
      row!.replace(/[\u2068\u2069]/g, ''),
    );
    expect(tuition).toContain('الرسوم الدراسية (السنة الأولى)');
    expect(tuition).toContain('المصدر: دليل البرامج: AED 60,000 per year');
    expect(tuition).not.toContain('Tuition');
    expect(vat).toContain('ضريبة القيمة المضافة على الرسوم الدراسية (5%)');
    expect(vat).toContain('بيان ضريبة القيمة المضافة للجامعة');
    expect(vat).not.toMatch(/VAT|university/);
    expect(deposit).toContain('Visa deposit (قابل للاسترداد)');
    expect(deposit).toContain('المصدر: https://example.edu/visa-fees');
    // The catalogue's figure is data: isolated, so its Latin words keep their order.
    expect(container.querySelector('bdi')?.textContent).toBe('AED 60,000 per year');
  });
});
