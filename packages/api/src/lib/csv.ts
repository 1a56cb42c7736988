/** A cell as exports hand it over; null and undefined become empty cells. */
export type CsvValue = string | number | boolean | null | undefined;

// Spreadsheet programs run a cell that starts with one of these as a formula ("CSV injection"), so
// a student named "=HYPERLINK(…)" could otherwise plant a link or a command in an admin's sheet.
// Excel and LibreOffice also read the full-width ＝ ＋ － ＠ (as typed on CJK keyboards) as the
// ASCII operators, so those start a formula too.
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

/** One cell, RFC 4180 quoted when it has to be, with text that a spreadsheet would execute defused. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  // Numbers are data, not formulas: a negative number keeps its sign.
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A header row and the data rows, CRLF line endings as RFC 4180 asks. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
