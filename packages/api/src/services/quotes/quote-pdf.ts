import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/runtime-macro';
import PDFDocument from 'pdfkit';
import {
  ASK_US,
  BRAND,
  BRAND_COLORS,
  formatAedAmount,
  formatCurrencyAmount,
  type Language,
  type Quote,
} from '@uniguide/domain';
import { formatUtcLongDay } from '@uniguide/domain/format-date';
import { documentI18n } from '../../i18n/documents';
import { lineText } from './quote-pdf-lines';
import { pageText } from './pdf-text';

const MARGIN = 48;
const MUTED = '#4b5563';
const INK = '#111827';

function isolateValues(message: MessageDescriptor): MessageDescriptor {
  if (!message.values) return message;
  const values = Object.fromEntries(
    Object.entries(message.values).map(([name, value]) => [
      name,
      typeof value === 'string' ? `\u2068${value}\u2069` : value,
    ]),
  );
  return { ...message, values };
}

function dayOf(iso: string, language: Language): string {
  return language === 'en'
    ? new Date(iso).toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' })
    : formatUtcLongDay(new Date(iso), language);
}

/**
 * The quote as a PDF the agent can send (docs/product.md §5.10), drawn with pdfkit: the agency's
 * name and contact details beside the brand, then each program's lines, "ask us" where a cost is not
 * on record, and its first-year total in AED and in the student's currency with the rate's date.
 * Agencies keep no logo, so the agency is shown by name. Written in the requester's language, Arabic
 * right to left with its letters joined (docs/decisions/072-email-language.md); names, programs and
 * the agency's details are data and stay as recorded.
 */
export function renderQuotePdf(quote: Quote, language: Language = 'en'): Promise<Buffer> {
  const i18n = documentI18n(language);
  // In Arabic a value inside a sentence (a name, a currency, an amount) is a bidi isolate, so its
  // own direction never reorders the words around it.
  const t = (message: MessageDescriptor) =>
    i18n._(language === 'en' ? message : isolateValues(message));
  const askUs = language === 'en' ? ASK_US : i18n._(msg`ask us`);
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    ...(language === 'en' ? {} : { lang: language }),
    info: {
      Title: i18n._(msg`Quote for ${{ student: quote.studentName }}`),
      Author: quote.agency.name,
      Creator: BRAND.name,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - MARGIN * 2;
  const page = pageText(doc, language, { margin: MARGIN, width });
  const muted = (size: number) => ({ weight: 'regular', size, color: MUTED }) as const;

  // Header: the agency (the sender) at the start, the brand at the end.
  const top = doc.y;
  page.text(
    quote.agency.name,
    { weight: 'bold', size: 18, color: INK },
    {
      start: 0,
      y: top,
      width: width * 0.6,
      direction: 'auto',
    },
  );
  for (const line of [quote.agency.email, quote.agency.phone, quote.agency.website]) {
    if (line) page.text(line, muted(9), { start: 0, width: width * 0.6, direction: 'auto' });
  }
  const headerBottom = doc.y;
  page.text(
    BRAND.name,
    { weight: 'bold', size: 14, color: BRAND_COLORS.primary },
    {
      start: width * 0.6,
      y: top,
      width: width * 0.4,
      align: 'end',
    },
  );
  page.text(language === 'en' ? BRAND.tagline : t(msg`Your guide to UAE universities`), muted(8), {
    start: width * 0.6,
    width: width * 0.4,
    align: 'end',
  });
  doc.y = Math.max(headerBottom, doc.y) + 12;
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(MARGIN + width, doc.y)
    .lineWidth(1)
    .strokeColor(BRAND_COLORS.primary)
    .stroke();
  doc.moveDown();

  page.text(
    t(msg`First-year quote for ${{ student: quote.studentName }}`),
    { weight: 'bold', size: 16, color: INK },
    { start: 0, width },
  );
  page.text(
    t(
      msg`Made on ${{ day: dayOf(quote.createdAt, language) }}. Amounts in AED as the catalogue and the universities state them.`,
    ),
    muted(9),
    { start: 0, width },
  );
  if (quote.rate) {
    const { currency, unitsPerAed } = quote.rate;
    const day = dayOf(`${quote.rate.setOn}T00:00:00Z`, language);
    page.text(
      t(
        msg`Totals in ${{ currency }} at 1 AED = ${{ rate: String(unitsPerAed) }} ${{ currency }}, the rate set on ${{ day }} (no live rate).`,
      ),
      muted(9),
      { start: 0, width },
    );
  }
  doc.moveDown();

  for (const program of quote.programs) {
    if (doc.y > doc.page.height - 220) doc.addPage();
    page.text(
      program.programName,
      { weight: 'bold', size: 12, color: INK },
      {
        start: 0,
        width,
        direction: 'auto',
      },
    );
    page.text([program.universityName, program.degree].filter(Boolean).join(' · '), muted(9), {
      start: 0,
      width,
      direction: 'auto',
    });
    doc.moveDown(0.4);
    for (const line of program.lines) {
      const y = doc.y;
      const { label, source } = lineText(line, language, i18n);
      page.text(
        label,
        { weight: 'regular', size: 10, color: INK },
        {
          start: 0,
          y,
          width: width * 0.45,
          direction: 'auto',
        },
      );
      const labelBottom = doc.y;
      page.text(
        line.amountAed === null ? askUs : formatAedAmount(line.amountAed, language),
        line.amountAed === null
          ? { weight: 'italic', size: 10, color: '#92400e' }
          : { weight: 'regular', size: 10, color: INK },
        { start: width * 0.45, y, width: width * 0.2, align: 'end' },
      );
      page.text(source, muted(7.5), {
        start: width * 0.68,
        y: y + 1,
        width: width * 0.32,
        direction: 'auto',
      });
      doc.y = Math.max(labelBottom, doc.y) + 3;
    }
    const total = formatAedAmount(program.totalAed, language);
    const totalText =
      program.totalConverted !== null && quote.rate
        ? t(
            msg`First-year total: ${{ total }} (${{ converted: formatCurrencyAmount(program.totalConverted, quote.rate.currency) }})`,
          )
        : t(msg`First-year total: ${{ total }}`);
    doc.moveDown(0.3);
    page.text(
      totalText,
      { weight: 'bold', size: 11, color: BRAND_COLORS.primary },
      {
        start: 0,
        width,
      },
    );
    if (program.incomplete) {
      page.text(
        t(msg`Lines marked "${{ askUs }}" are not on record and not in the total: ask us.`),
        muted(8),
        { start: 0, width },
      );
    }
    doc.moveDown(1.2);
  }

  page.text(
    t(
      msg`Prepared by ${{ agency: quote.agency.name }} with ${{ brand: BRAND.name }}. No figure in this quote is estimated; a cost marked "${{ askUs }}" is one the university has not put on record.`,
    ),
    muted(8),
    { start: 0, width },
  );
  doc.end();
  return done;
}
