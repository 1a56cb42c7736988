import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import type { Quote } from '@uniguide/domain';
import { describe, expect, it } from 'vitest';
import { visualPieces } from './pdf-text';
import { renderQuotePdf } from './quote-pdf';

const quote: Quote = {
  id: 7,
  studentId: 3,
  studentName: 'Aisha Rahman',
  createdAt: '2026-11-20T10:00:00Z',
  rate: { currency: 'INR', unitsPerAed: 22.75, setOn: '2026-11-18' },
  preferredProgramIds: [],
  agency: {
    name: 'Falcon Education',
    email: 'hello@falcon.example',
    phone: '+971 4 555 0101',
    website: null,
  },
  programs: [
    {
      programId: 1,
      programName: 'BSc Computer Science',
      degree: 'Bachelor',
      universityName: 'Khalifa University',
      lines: [
        {
          label: 'Tuition (first year)',
          kind: 'tuition',
          amountAed: 57150,
          refundable: false,
          source: 'Catalogue: AED 57,150',
          labelCode: 'tuition',
          sourceCode: 'catalogue',
          sourceFigure: 'AED 57,150',
        },
        {
          label: 'Medical insurance',
          kind: 'insurance',
          amountAed: null,
          refundable: false,
          source: 'The university has not given this fee',
          labelCode: 'insurance',
          sourceCode: 'fee-not-given',
          sourceFigure: null,
        },
      ],
      totalAed: 57150,
      incomplete: true,
      totalConverted: 1300162.5,
    },
  ],
};

/** The text a PDF's fonts map their glyphs to (pdfkit compresses every stream with Flate). */
function toUnicodeText(pdf: Buffer): string {
  const text = pdf.toString('latin1');
  const mapped: string[] = [];
  for (const match of text.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let body: string;
    try {
      body = inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const hex of body.matchAll(/<([0-9a-f]{4})>/gi)) mapped.push(hex[1]!.toLowerCase());
  }
  return mapped.join(' ');
}

function pdftotext(pdf: Buffer): string | undefined {
  const dir = mkdtempSync(join(tmpdir(), 'quote-pdf-'));
  try {
    writeFileSync(join(dir, 'quote.pdf'), pdf);
    return execFileSync('pdftotext', [join(dir, 'quote.pdf'), '-'], { encoding: 'utf8' });
  } catch {
    return undefined; // poppler is not installed here: the font checks stand alone.
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('the quote PDF in the requester’s language', () => {
  it('draws Arabic in a font with Arabic letters, and English in Helvetica as before', async () => {
    const arabic = await renderQuotePdf(quote, 'ar');
    expect(arabic.subarray(0, 5).toString()).toBe('%PDF-');
    expect(arabic.includes('NotoSansArabic-Regular')).toBe(true);
    expect(arabic.includes('NotoSansArabic-Bold')).toBe(true);
    expect(arabic.includes('/Helvetica')).toBe(false);
    // The glyphs map back to Arabic letters: ع ر ض (عرض, "quote") among them.
    const mapped = toUnicodeText(arabic);
    for (const letter of ['0639', '0631', '0636']) expect(mapped).toContain(letter);

    const english = await renderQuotePdf(quote, 'en');
    expect(english.includes('/Helvetica')).toBe(true);
    expect(english.includes('NotoSansArabic')).toBe(false);
  });

  it('writes the Arabic sentences whole, with the data inside them as recorded', async () => {
    const text = pdftotext(await renderQuotePdf(quote, 'ar'));
    if (text === undefined) return;
    expect(text).toContain('عرض سعر السنة الأولى للطالب');
    expect(text).toContain('Aisha Rahman');
    expect(text).toContain('+971 4 555 0101');
    expect(text).toContain('57,150');
  });

  it('orders a right-to-left line by the bidirectional algorithm', () => {
    // Left to right on the page: the Latin name, then the Arabic words from the last to the first.
    expect(visualPieces('عرض سعر للطالب Aisha Rahman')).toEqual([
      'Aisha',
      ' ',
      'Rahman',
      ' ',
      'للطالب',
      ' ',
      'سعر',
      ' ',
      'عرض',
    ]);
    // Numbers keep their digits in order; a parenthesis is mirrored around right-to-left words.
    expect(visualPieces('أُعدّ في 20 نوفمبر')).toEqual(['نوفمبر', ' ', '20', ' ', 'في', ' ', 'أُعدّ']);
    // (fontkit then draws ")السنة(" right to left: "(" on its left, ")" on its right).
    expect(visualPieces('الرسوم (السنة)')).toEqual([')السنة(', ' ', 'الرسوم']);
    // A phone number written alone reads left to right.
    expect(visualPieces('+971 4 555 0101', 'auto')).toEqual([
      '+971',
      ' ',
      '4',
      ' ',
      '555',
      ' ',
      '0101',
    ]);
  });
});
