import { describe, expect, it } from 'vitest';
import {
  ALLOWED_UPLOAD_MIME_TYPES,
  DOCUMENT_TYPE_LABELS,
  DOCUMENT_TYPES,
  MAX_UPLOAD_BYTES,
  UPLOAD_HINT,
  inferDocumentType,
  isAllowedUploadMime,
  normaliseDocumentType,
  sanitiseFileName,
  safeDownloadName,
} from './types';
import { ZDocumentType } from './schemas';

describe('document types', () => {
  it('is the single list of docs/product.md §5.3, each with a label', () => {
    expect(DOCUMENT_TYPES).toEqual([
      'passport',
      'transcript',
      'english-proficiency',
      'recommendation-letter',
      'statement-of-purpose',
      'other',
    ]);
    expect(Object.keys(DOCUMENT_TYPE_LABELS)).toEqual([...DOCUMENT_TYPES]);
  });

  it("maps the apply screen's underscore spellings to the canonical ones", () => {
    expect(normaliseDocumentType('english_certificate')).toBe('english-proficiency');
    expect(normaliseDocumentType('recommendation_letter')).toBe('recommendation-letter');
    expect(normaliseDocumentType('statement_of_purpose')).toBe('statement-of-purpose');
    expect(ZDocumentType.parse('Statement_Of_Purpose')).toBe('statement-of-purpose');
  });

  it('keeps canonical types and rejects unknown ones with a message', () => {
    for (const type of DOCUMENT_TYPES) expect(ZDocumentType.parse(type)).toBe(type);
    expect(normaliseDocumentType('visa')).toBeNull();
    const result = ZDocumentType.safeParse('visa');
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Unknown document type "visa"',
    ]);
  });

  it.each(['constructor', '__proto__', 'toString'])(
    'does not mistake the object property %s for an alias',
    (value) => {
      expect(normaliseDocumentType(value)).toBeNull();
      expect(ZDocumentType.safeParse(value).success).toBe(false);
    },
  );
});

describe('inferDocumentType (docs/product.md §4 keywords)', () => {
  it.each([
    ['passport_scan.pdf', 'passport'],
    ['Transcript-2023.pdf', 'transcript'],
    ['english_result.pdf', 'english-proficiency'],
    ['IELTS.png', 'english-proficiency'],
    ['toefl-score.jpg', 'english-proficiency'],
    ['Recommendation from Dr Ali.pdf', 'recommendation-letter'],
    ['reference-letter.pdf', 'recommendation-letter'],
    ['personal statement.docx', 'statement-of-purpose'],
    ['purpose.pdf', 'statement-of-purpose'],
    ['SOP_final.pdf', 'statement-of-purpose'],
    ['PASSPORT.JPG', 'passport'],
    ['photo.jpg', 'other'],
    ['cv.pdf', 'other'],
    ['', 'other'],
  ])('%s → %s', (fileName, type) => {
    expect(inferDocumentType(fileName)).toBe(type);
  });
});

describe('sanitiseFileName', () => {
  it('drops bidirectional overrides so a name cannot disguise its extension', () => {
    expect(sanitiseFileName('invoice\u202Efdp.exe')).toBe('invoicefdp.exe');
    expect(sanitiseFileName('a\u2066b\u2069c.pdf')).toBe('abc.pdf');
  });

  it('drops directory parts of either separator', () => {
    expect(sanitiseFileName('../../etc/passwd')).toBe('passwd');
    expect(sanitiseFileName('C:\\Users\\amina\\passport.pdf')).toBe('passport.pdf');
    expect(sanitiseFileName('/tmp/uploads/transcript.pdf')).toBe('transcript.pdf');
  });

  it('removes control and reserved characters and trims', () => {
    expect(sanitiseFileName('  pass\u0000port\r\n<1>:"|?*.pdf\u007f  ')).toBe('passport1.pdf');
  });

  it('falls back to "document" when nothing is left', () => {
    expect(sanitiseFileName('')).toBe('document');
    expect(sanitiseFileName('   ')).toBe('document');
    expect(sanitiseFileName('uploads/')).toBe('document');
    expect(sanitiseFileName('\u0001\u0002')).toBe('document');
  });

  it('keeps at most 200 characters, the extension whole and no character split', () => {
    const long = `${'a'.repeat(300)}.pdf`;
    expect(sanitiseFileName(long)).toBe(`${'a'.repeat(196)}.pdf`);
    // 😀 is a surrogate pair; 👩🏽‍🎓 is one character of seven code units.
    const emoji = sanitiseFileName(`${'😀'.repeat(120)}.pdf`);
    expect(emoji).toBe(`${'😀'.repeat(98)}.pdf`);
    expect(emoji).not.toMatch(/\p{Cs}/u);
    const graduate = '👩🏽‍🎓';
    const cut = sanitiseFileName(`${'b'.repeat(190)}${graduate}${graduate}.jpeg`);
    expect(cut).toBe(`${'b'.repeat(190)}.jpeg`);
    expect(cut.length).toBeLessThanOrEqual(200);
  });

  it('keeps an ordinary name, spaces and non-Latin letters included', () => {
    expect(sanitiseFileName('Amina Yusuf – جواز السفر.pdf')).toBe('Amina Yusuf – جواز السفر.pdf');
  });
});

describe('safeDownloadName', () => {
  it.each([
    ['invoice.html', 'application/pdf', 'invoice.pdf'],
    ['passport.pdf.html', 'application/pdf', 'passport.pdf'],
    ['x.svg', 'image/png', 'x.png'],
    ['invoice\u202Efdp.exe', 'application/pdf', 'invoicefdp.pdf'],
    ['photo.JPEG', 'image/jpeg', 'photo.JPEG'],
    ['photo.jpg', 'image/jpeg', 'photo.jpg'],
    ['scan', 'image/gif', 'scan.gif'],
    ['Dr. Ali letter', 'application/pdf', 'Dr. Ali letter.pdf'],
    ['', 'application/pdf', 'document.pdf'],
    ['page.html', 'text/html', 'page.bin'],
  ])('%s as %s → %s', (name, mime, expected) => {
    expect(safeDownloadName(name, mime)).toBe(expected);
  });

  it('stays within 200 characters with the verified extension', () => {
    const name = safeDownloadName(`${'é'.repeat(250)}.html`, 'application/pdf');
    expect(name).toBe(`${'é'.repeat(195)}.pdf`);
  });
});

describe('upload limits', () => {
  it('are 10 MB of PDF, PNG, JPEG or GIF', () => {
    expect(MAX_UPLOAD_BYTES).toBe(10_485_760);
    expect(ALLOWED_UPLOAD_MIME_TYPES).toEqual([
      'application/pdf',
      'image/png',
      'image/jpeg',
      'image/gif',
    ]);
    expect(UPLOAD_HINT).toBe('PDF, PNG, JPG, GIF up to 10MB each');
  });

  it('isAllowedUploadMime accepts only the listed types', () => {
    expect(isAllowedUploadMime('image/png')).toBe(true);
    expect(isAllowedUploadMime('image/svg+xml')).toBe(false);
    expect(isAllowedUploadMime('text/html')).toBe(false);
    expect(isAllowedUploadMime(null)).toBe(false);
    expect(isAllowedUploadMime(undefined)).toBe(false);
  });
});
