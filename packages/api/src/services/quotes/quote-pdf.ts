import PDFDocument from 'pdfkit';
import {
  ASK_US,
  BRAND,
  BRAND_COLORS,
  formatAedAmount,
  formatCurrencyAmount,
  type Quote,
} from '@uniguide/domain';

const MARGIN = 48;
const MUTED = '#4b5563';

function dayOf(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' });
}

/**
 * The quote as a PDF the agent can send (docs/product.md §5.10), drawn with pdfkit: the agency's
 * name and contact details beside the brand, then each program's lines, "ask us" where a cost is not
 * on record, and its first-year total in AED and in the student's currency with the rate's date.
 * Agencies keep no logo, so the agency is shown by name.
 */
export function renderQuotePdf(quote: Quote): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: {
      Title: `Quote for ${quote.studentName}`,
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
  const right = MARGIN + width;

  // Header: the agency (the sender) on the left, the brand on the right.
  const top = doc.y;
  doc
    .font('Helvetica-Bold')
    .fontSize(18)
    .fillColor('#111827')
    .text(quote.agency.name, MARGIN, top, {
      width: width * 0.6,
    });
  doc.font('Helvetica').fontSize(9).fillColor(MUTED);
  for (const line of [quote.agency.email, quote.agency.phone, quote.agency.website]) {
    if (line) doc.text(line, { width: width * 0.6 });
  }
  const headerBottom = doc.y;
  doc
    .font('Helvetica-Bold')
    .fontSize(14)
    .fillColor(BRAND_COLORS.primary)
    .text(BRAND.name, MARGIN + width * 0.6, top, { width: width * 0.4, align: 'right' });
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor(MUTED)
    .text(BRAND.tagline, { width: width * 0.4, align: 'right' });
  doc.y = Math.max(headerBottom, doc.y) + 12;
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(right, doc.y)
    .lineWidth(1)
    .strokeColor(BRAND_COLORS.primary)
    .stroke();
  doc.moveDown();

  doc.x = MARGIN;
  doc
    .font('Helvetica-Bold')
    .fontSize(16)
    .fillColor('#111827')
    .text(`First-year quote for ${quote.studentName}`);
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(MUTED)
    .text(
      `Made on ${dayOf(quote.createdAt)}. Amounts in AED as the catalogue and the universities state them.`,
    );
  if (quote.rate) {
    doc.text(
      `Totals in ${quote.rate.currency} at 1 AED = ${quote.rate.unitsPerAed} ${quote.rate.currency}, the rate set on ${dayOf(`${quote.rate.setOn}T00:00:00Z`)} (no live rate).`,
    );
  }
  doc.moveDown();

  for (const program of quote.programs) {
    if (doc.y > doc.page.height - 220) doc.addPage();
    doc.x = MARGIN;
    doc
      .font('Helvetica-Bold')
      .fontSize(12)
      .fillColor('#111827')
      .text(program.programName, { width });
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor(MUTED)
      .text([program.universityName, program.degree].filter(Boolean).join(' · '), { width });
    doc.moveDown(0.4);
    for (const line of program.lines) {
      const y = doc.y;
      doc
        .font('Helvetica')
        .fontSize(10)
        .fillColor('#111827')
        .text(line.label, MARGIN, y, { width: width * 0.45 });
      const labelBottom = doc.y;
      doc
        .font(line.amountAed === null ? 'Helvetica-Oblique' : 'Helvetica')
        .fillColor(line.amountAed === null ? '#92400e' : '#111827')
        .text(
          line.amountAed === null ? ASK_US : formatAedAmount(line.amountAed),
          MARGIN + width * 0.45,
          y,
          {
            width: width * 0.2,
            align: 'right',
          },
        );
      doc
        .fontSize(7.5)
        .font('Helvetica')
        .fillColor(MUTED)
        .text(line.source, MARGIN + width * 0.68, y + 1, { width: width * 0.32 });
      doc.y = Math.max(labelBottom, doc.y) + 3;
    }
    doc.x = MARGIN;
    const total = `First-year total: ${formatAedAmount(program.totalAed)}${
      program.totalConverted !== null && quote.rate
        ? ` (${formatCurrencyAmount(program.totalConverted, quote.rate.currency)})`
        : ''
    }`;
    doc
      .moveDown(0.3)
      .font('Helvetica-Bold')
      .fontSize(11)
      .fillColor(BRAND_COLORS.primary)
      .text(total, { width });
    if (program.incomplete) {
      doc
        .font('Helvetica')
        .fontSize(8)
        .fillColor(MUTED)
        .text(`Lines marked "${ASK_US}" are not on record and not in the total: ask us.`, {
          width,
        });
    }
    doc.moveDown(1.2);
  }

  doc.x = MARGIN;
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor(MUTED)
    .text(
      `Prepared by ${quote.agency.name} with ${BRAND.name}. No figure in this quote is estimated; a cost marked "${ASK_US}" is one the university has not put on record.`,
      { width },
    );
  doc.end();
  return done;
}
