import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('csvCell', () => {
  it('leaves plain text and numbers alone', () => {
    expect(csvCell('Jane Doe')).toBe('Jane Doe');
    expect(csvCell(42)).toBe('42');
    expect(csvCell(true)).toBe('true');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('quotes cells with commas, quotes or line breaks and doubles inner quotes', () => {
    expect(csvCell('Doe, Jane')).toBe('"Doe, Jane"');
    expect(csvCell('The "best" program')).toBe('"The ""best"" program"');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell('a\r\nb')).toBe('"a\r\nb"');
  });

  it('defuses text a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://evil.example","click")')).toBe(
      '"\'=HYPERLINK(""http://evil.example"",""click"")"',
    );
    expect(csvCell('+971 50 000 0000')).toBe("'+971 50 000 0000");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1:A2)')).toBe("'@SUM(A1:A2)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell('\rcmd')).toBe('"\'\rcmd"');
  });

  it('defuses the full-width formula signs spreadsheets read as = + - @', () => {
    for (const sign of ['\uFF1D', '\uFF0B', '\uFF0D', '\uFF20']) {
      expect(csvCell(`${sign}HYPERLINK("http://evil.example")`).startsWith('"\'' + sign)).toBe(
        true,
      );
      expect(csvCell(`${sign}1`)).toBe(`'${sign}1`);
    }
    // Only the first character matters, and real numbers keep their sign.
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell(-5)).toBe('-5');
  });
});

describe('toCsv', () => {
  it('writes the header and rows with CRLF line endings', () => {
    expect(
      toCsv(
        ['ID', 'Name'],
        [
          [1, 'Jane'],
          [2, 'Doe, John'],
        ],
      ),
    ).toBe('ID,Name\r\n1,Jane\r\n2,"Doe, John"\r\n');
  });

  it('writes just the header when there are no rows', () => {
    expect(toCsv(['ID'], [])).toBe('ID\r\n');
  });
});
