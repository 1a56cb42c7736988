// @vitest-environment jsdom
import { I18nProvider } from '@lingui/react';
import { cleanup, screen } from '@testing-library/react';
import { createI18n } from '@uniguide/client';
import { renderPage } from '@uniguide/client/testing/page';
import type { SharedStudentView } from '@uniguide/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { appCatalog } from '../../i18n/catalog';
import { SharedPage } from './shared-page';

afterEach(cleanup);

/** As `share.view` answers: English words beside the codes the page words itself. */
const view: SharedStudentView = {
  studentFirstName: 'Amal',
  agency: { name: 'Saleh Study Abroad', email: null, phone: null, website: null },
  expiresAt: '2026-12-31T00:00:00.000Z',
  quote: {
    id: 3,
    createdAt: '2026-11-20T09:00:00.000Z',
    rate: null,
    preferredProgramIds: [],
    programs: [
      {
        programId: 11,
        programName: 'BSc Computer Science',
        degree: null,
        universityName: 'Khalifa University',
        totalAed: 50_000,
        incomplete: true,
        totalConverted: null,
        lines: [
          {
            label: 'Tuition (first year)',
            labelCode: 'tuition',
            kind: 'tuition',
            amountAed: 50_000,
            refundable: false,
            source: 'Catalogue: AED 50,000',
            sourceCode: 'catalogue',
            sourceFigure: 'AED 50,000',
          },
          {
            label: 'Medical insurance',
            labelCode: 'insurance',
            kind: 'insurance',
            amountAed: null,
            refundable: false,
            source: 'The university has not given this fee',
            sourceCode: 'fee-not-given',
            sourceFigure: null,
          },
        ],
      },
    ],
  },
  applications: [
    {
      id: 21,
      programName: 'BSc Computer Science',
      universityName: 'Khalifa University',
      status: 'submitted-to-university',
      statusLabel: 'Submitted to university',
      journeyStage: 'Next: Entry permit applied',
      journeyStep: { state: 'next', stage: 'entry-permit-applied' },
      requests: [
        {
          id: 5,
          label: 'Passport (rejected)',
          documentType: 'passport',
          description: null,
          rejected: true,
        },
      ],
    },
  ],
};

const handlers = { 'share.view': () => view };

/** Each quote line's source, as the page writes it. */
const sources = () =>
  [...document.querySelectorAll('li p.text-xs')].map((line) => line.textContent);

describe('<SharedPage /> (the student link page)', () => {
  it('shows the quote lines, the journey step and the requests in English as the API words them', async () => {
    renderPage(<SharedPage token="t" />, { handlers });
    expect(await screen.findByText('Next: Entry permit applied')).toBeTruthy();
    expect(screen.getByText('Tuition (first year)')).toBeTruthy();
    expect(screen.getByText('The university has not given this fee')).toBeTruthy();
    expect(sources()).toEqual(['Catalogue: AED 50,000', 'The university has not given this fee']);
    expect(document.querySelector('form label')!.textContent).toBe('Passport (rejected)');
  });

  it('writes them in Arabic on an Arabic page, the catalogue data as imported', async () => {
    const arabic = await createI18n(appCatalog, 'ar');
    const { container } = renderPage(
      <I18nProvider i18n={arabic}>
        <SharedPage token="t" />
      </I18nProvider>,
      { handlers },
    );
    expect(await screen.findByText('التالي: قُدّم طلب تصريح الدخول')).toBeTruthy();
    expect(screen.getByText('الرسوم الدراسية (السنة الأولى)')).toBeTruthy();
    expect(screen.getByText('التأمين الصحي')).toBeTruthy();
    expect(screen.getByText('لم تحدّد الجامعة هذه الرسوم')).toBeTruthy();
    expect(sources()).toEqual(['دليل البرامج: AED 50,000', 'لم تحدّد الجامعة هذه الرسوم']);
    const upload = container.querySelector('form label')!.textContent!;
    expect(upload.replace(/[\u2068\u2069]/g, '')).toBe('جواز السفر (مرفوض)');
    const main = container.querySelector('main')!.textContent!;
    expect(main).not.toMatch(/Tuition|Medical insurance|Next:|rejected|has not given/);
  });
});
