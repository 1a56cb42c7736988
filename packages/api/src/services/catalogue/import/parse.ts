import { ADMIN_IMPORT_MAX_BYTES, AppError } from '@uniguide/domain';
import Papa from 'papaparse';
import { readXlsxRows, tooManyRows } from './xlsx';

/** Catalogues are spreadsheets of a few thousand rows at most; anything far larger is a mistake. */
export const MAX_CATALOGUE_BYTES = ADMIN_IMPORT_MAX_BYTES;
export const MAX_CATALOGUE_ROWS = 50_000;
/** Cells with a value: 50,000 rows of the real file's 21 columns fit well within it. */
export const MAX_CATALOGUE_CELLS = 1_500_000;
/** What an XLSX may unpack to: the real 913-row workbook is about 1 MB of XML. */
export const MAX_XLSX_UNCOMPRESSED_BYTES = 100 * 1024 * 1024;

export type CatalogueFormat = 'csv' | 'xlsx';

export interface ParsedSheet {
  format: CatalogueFormat;
  headers: string[];
  /** Data rows with the row number a spreadsheet shows (the header row is 1 in a CSV). */
  rows: Array<{ rowNumber: number; cells: string[] }>;
  /** Rows with no value in any cell: skipped, but counted in the report. */
  blankRows: number;
}

export function catalogueFormat(fileName: string): CatalogueFormat {
  const extension = /\.([a-z0-9]+)$/i.exec(fileName.trim())?.[1]?.toLowerCase();
  if (extension === 'csv' || extension === 'txt') return 'csv';
  if (extension === 'xlsx') return 'xlsx';
  throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'The catalogue must be a .csv or .xlsx file', [
    { path: 'file', message: `Unsupported file type: ${fileName}` },
  ]);
}

/** UTF-8 (with or without BOM) as most tools write it; Excel's "CSV" on Windows is Windows-1252. */
function decode(buffer: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(buffer).replace(/^\ufeff/, '');
  } catch {
    return new TextDecoder('windows-1252').decode(buffer);
  }
}

const isBlankRow = (cells: string[]) => cells.every((cell) => cell.trim() === '');

function toSheet(
  format: CatalogueFormat,
  table: Array<{ rowNumber: number; cells: string[] }>,
): ParsedSheet {
  const headerIndex = table.findIndex((row) => !isBlankRow(row.cells));
  if (headerIndex === -1) {
    throw new AppError('BAD_REQUEST', 'The catalogue file is empty', [
      { path: 'file', message: 'No header row found' },
    ]);
  }
  const headers = table[headerIndex]!.cells.map((cell) => cell.trim());
  const body = table.slice(headerIndex + 1);
  if (body.length > MAX_CATALOGUE_ROWS) throw tooManyRows(MAX_CATALOGUE_ROWS);
  const rows = body.filter((row) => !isBlankRow(row.cells));
  return { format, headers, rows, blankRows: body.length - rows.length };
}

function parseCsv(buffer: Uint8Array): ParsedSheet {
  const result = Papa.parse<string[]>(decode(buffer), {
    skipEmptyLines: false,
    delimitersToGuess: [',', ';', '\t', '|'],
  });
  // A quote left open swallows the following lines into one cell, up to the end of the file
  // (MissingQuotes) or to the next stray quote (InvalidQuotes): nothing after it can be trusted.
  // A stray quote inside a one-line quoted cell ("Samsung 5" screen") is read as text, as before.
  const swallowsLines = (row: number | undefined) =>
    (result.data[row ?? -1] ?? []).some((cell) => /[\r\n]/.test(cell ?? ''));
  const broken = result.errors.find(
    (error) =>
      error.code === 'MissingQuotes' ||
      (error.code === 'InvalidQuotes' && swallowsLines(error.row)),
  );
  if (broken) {
    const row = (broken.row ?? 0) + 1;
    const problem =
      broken.code === 'MissingQuotes'
        ? `the quote opened in row ${row} is never closed`
        : `the quote opened in row ${row} is not closed where its cell ends`;
    throw new AppError('BAD_REQUEST', `The CSV file cannot be read: ${problem}`, [
      { path: `row ${row}`, message: broken.message },
    ]);
  }
  // Papa's record index is the spreadsheet row minus one, whatever line breaks the quoted cells hold.
  const table = result.data.map((cells, index) => ({
    rowNumber: index + 1,
    cells: cells.map((cell) => cell ?? ''),
  }));
  // A file ending in a line break yields one last empty record; it is not a row of the sheet.
  if (
    table.length > 0 &&
    isBlankRow(table[table.length - 1]!.cells) &&
    table[table.length - 1]!.cells.length <= 1
  ) {
    table.pop();
  }
  return toSheet('csv', table);
}

async function parseXlsx(buffer: Uint8Array): Promise<ParsedSheet> {
  const table = await readXlsxRows(
    Buffer.from(buffer.buffer, buffer.byteOffset, buffer.byteLength),
    {
      maxUncompressedBytes: MAX_XLSX_UNCOMPRESSED_BYTES,
      maxRows: MAX_CATALOGUE_ROWS,
      maxCells: MAX_CATALOGUE_CELLS,
    },
  );
  if (table.length === 0)
    throw new AppError('BAD_REQUEST', 'The catalogue file is empty', [
      { path: 'file', message: 'No sheet has data' },
    ]);
  return toSheet('xlsx', table);
}

export async function parseCatalogueFile(input: {
  buffer: Uint8Array;
  fileName: string;
}): Promise<ParsedSheet> {
  const format = catalogueFormat(input.fileName);
  if (input.buffer.byteLength > MAX_CATALOGUE_BYTES) {
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      `The catalogue file is larger than ${MAX_CATALOGUE_BYTES / 1024 / 1024} MB`,
    );
  }
  if (input.buffer.byteLength === 0) {
    throw new AppError('BAD_REQUEST', 'The catalogue file is empty', [
      { path: 'file', message: 'The file has no bytes' },
    ]);
  }
  return format === 'csv' ? parseCsv(input.buffer) : parseXlsx(input.buffer);
}
