import type { Readable } from 'node:stream';
import { AppError } from '@uniguide/domain';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import yauzl, { type Entry, type ZipFile } from 'yauzl';

/**
 * What one workbook may unpack to. A catalogue of a few thousand rows is a few MB of XML; a small file
 * that claims or inflates to far more is a zip bomb, refused before (declared sizes) or while (actual
 * bytes) it is inflated (docs/decisions/052-streaming-catalogue-import.md).
 */
export interface XlsxLimits {
  /** Inflated bytes of every part read, together. */
  maxUncompressedBytes: number;
  /** Data rows of the sheet, blank ones included (the header row comes on top). */
  maxRows: number;
  /** Cells with a value in the sheet. */
  maxCells: number;
}

export interface SheetRow {
  rowNumber: number;
  cells: string[];
}

const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

function tooBig(limits: XlsxLimits): AppError {
  return new AppError(
    'PAYLOAD_TOO_LARGE',
    `The XLSX file unpacks to more than ${megabytes(limits.maxUncompressedBytes)}`,
    [
      {
        path: 'file',
        message: `Uncompressed size limit: ${megabytes(limits.maxUncompressedBytes)}`,
      },
    ],
  );
}

export function tooManyRows(maxRows: number): AppError {
  return new AppError('PAYLOAD_TOO_LARGE', `The catalogue has more than ${maxRows} rows`, [
    { path: 'file', message: `Row limit: ${maxRows}` },
  ]);
}

function tooManyCells(maxCells: number): AppError {
  return new AppError('PAYLOAD_TOO_LARGE', `The spreadsheet has more than ${maxCells} cells`, [
    { path: 'file', message: `Cell limit: ${maxCells}` },
  ]);
}

function unreadable(reason: string): AppError {
  return new AppError('BAD_REQUEST', 'The XLSX file cannot be read', [
    { path: 'file', message: reason },
  ]);
}

/** Column letters of a cell reference ("AB12") as a 0-based index. */
function columnIndex(reference: string): number | undefined {
  const letters = /^([A-Z]{1,3})\d*$/.exec(reference)?.[1];
  if (!letters) return undefined;
  let index = 0;
  for (const letter of letters) index = index * 26 + (letter.charCodeAt(0) - 64);
  return index - 1;
}

/** Excel's built-in number formats that show a date or time. */
const BUILT_IN_DATE_FORMATS = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 45, 46, 47]);

/** A custom format shows a date when, outside quoted text and [colour] tags, it has d, m or y. */
function isDateFormatCode(code: string): boolean {
  const bare = code.replace(/"[^"]*"/g, '').replace(/\[[^\]]*\]/g, '');
  return /[dmy]/i.test(bare);
}

const DAY_MS = 86_400_000;
/** Day 0 of the 1900 date system (with Excel's phantom 29 Feb 1900 folded in), and of 1904's. */
const EPOCH_1900 = Date.UTC(1899, 11, 30);
const EPOCH_1904 = Date.UTC(1904, 0, 1);

/**
 * Reads the workbook's parts one at a time through a SAX parser: nothing builds a document tree, and
 * every inflated byte is counted against the limits, so a hostile file costs bounded memory and time.
 */
class WorkbookReader {
  private inflated = 0;

  constructor(
    private readonly zip: ZipFile,
    private readonly entries: Map<string, Entry>,
    private readonly limits: XlsxLimits,
  ) {}

  has(path: string): boolean {
    return this.entries.has(path);
  }

  /** Streams the part through a fresh SAX parser; `onTag` and `onText` see its events. */
  async parse(
    path: string,
    handlers: {
      open?: (tag: SaxesTagPlain) => void;
      close?: (name: string) => void;
      text?: (text: string) => void;
    },
  ): Promise<void> {
    const entry = this.entries.get(path);
    if (!entry) throw unreadable(`The workbook has no ${path}`);
    const parser = new SaxesParser();
    let failure: unknown;
    parser.on('error', (error) => {
      failure ??= error;
    });
    if (handlers.open) parser.on('opentag', handlers.open);
    if (handlers.close) parser.on('closetag', (tag) => handlers.close!(tag.name));
    if (handlers.text) {
      parser.on('text', handlers.text);
      parser.on('cdata', handlers.text);
    }
    let stream: Readable;
    try {
      stream = await this.zip.openReadStreamPromise(entry);
    } catch (error) {
      throw unreadable(error instanceof Error ? error.message : String(error));
    }
    try {
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        this.inflated += chunk.length;
        if (this.inflated > this.limits.maxUncompressedBytes) throw tooBig(this.limits);
        parser.write(chunk.toString('utf8'));
        if (failure) break;
      }
      if (!failure) parser.close();
    } catch (error) {
      if (error instanceof AppError) throw error;
      failure ??= error;
    } finally {
      stream.destroy();
    }
    if (failure instanceof AppError) throw failure;
    if (failure) {
      throw unreadable(
        `${path}: ${failure instanceof Error ? failure.message.split('\n')[0] : String(failure)}`,
      );
    }
  }
}

/** Sheet parts in the workbook's tab order, and whether dates count from 1904. */
async function readWorkbook(reader: WorkbookReader) {
  const relationships = new Map<string, string>();
  await reader.parse('xl/_rels/workbook.xml.rels', {
    open: (tag) => {
      if (tag.name !== 'Relationship') return;
      const target = tag.attributes.Target;
      if (tag.attributes.Id && target) {
        relationships.set(
          tag.attributes.Id,
          target.startsWith('/') ? target.slice(1) : `xl/${target.replace(/^\.\//, '')}`,
        );
      }
    },
  });
  const sheets: string[] = [];
  let date1904 = false;
  await reader.parse('xl/workbook.xml', {
    open: (tag) => {
      if (tag.name === 'workbookPr') {
        const value = tag.attributes.date1904;
        date1904 = value === '1' || value === 'true';
      }
      if (tag.name !== 'sheet') return;
      const id = tag.attributes['r:id'];
      const path = id ? relationships.get(id) : undefined;
      if (path && reader.has(path)) sheets.push(path);
    },
  });
  return { sheets, epoch: date1904 ? EPOCH_1904 : EPOCH_1900 };
}

/** The shared string table: each item's text runs joined, phonetic hints left out. */
async function readSharedStrings(reader: WorkbookReader): Promise<string[]> {
  const strings: string[] = [];
  if (!reader.has('xl/sharedStrings.xml')) return strings;
  let current: string[] | null = null;
  let inText = false;
  let phonetic = 0;
  await reader.parse('xl/sharedStrings.xml', {
    open: (tag) => {
      if (tag.name === 'si') current = [];
      else if (tag.name === 'rPh') phonetic += 1;
      else if (tag.name === 't' && phonetic === 0) inText = true;
    },
    close: (name) => {
      if (name === 'si' && current) {
        strings.push(current.join(''));
        current = null;
      } else if (name === 'rPh') phonetic -= 1;
      else if (name === 't') inText = false;
    },
    text: (text) => {
      if (inText && current) current.push(text);
    },
  });
  return strings;
}

/** For each cell style (the `s` attribute), whether its number format shows a date. */
async function readDateStyles(reader: WorkbookReader): Promise<boolean[]> {
  const dateStyles: boolean[] = [];
  if (!reader.has('xl/styles.xml')) return dateStyles;
  const customDates = new Set<number>();
  let inCellXfs = false;
  await reader.parse('xl/styles.xml', {
    open: (tag) => {
      if (tag.name === 'numFmt') {
        const id = Number(tag.attributes.numFmtId);
        if (isDateFormatCode(tag.attributes.formatCode ?? '')) customDates.add(id);
      } else if (tag.name === 'cellXfs') inCellXfs = true;
      else if (tag.name === 'xf' && inCellXfs) {
        const id = Number(tag.attributes.numFmtId ?? 0);
        dateStyles.push(BUILT_IN_DATE_FORMATS.has(id) || customDates.has(id));
      }
    },
    close: (name) => {
      if (name === 'cellXfs') inCellXfs = false;
    },
  });
  return dateStyles;
}

interface SheetContext {
  strings: string[];
  dateStyles: boolean[];
  epoch: number;
  limits: XlsxLimits;
}

/** The text a spreadsheet shows for a cell of type `type` holding `value`. */
function cellText(type: string, value: string, style: number, context: SheetContext): string {
  switch (type) {
    case 's':
      return context.strings[Number(value)] ?? '';
    case 'b':
      return value === '1' ? 'TRUE' : value === '0' ? 'FALSE' : value;
    case 'e':
      return '';
    case 'str':
    case 'inlineStr':
      return value;
    default: {
      const number = Number(value);
      if (value !== '' && Number.isFinite(number) && context.dateStyles[style]) {
        return new Date(context.epoch + Math.round(number * DAY_MS)).toISOString().slice(0, 10);
      }
      return value;
    }
  }
}

/** Reads one sheet's rows; empty when it has no cell with a value. */
async function readSheet(
  reader: WorkbookReader,
  path: string,
  context: SheetContext,
): Promise<SheetRow[]> {
  // A spreadsheet skips rows with nothing in them: they are put in as blank rows, which the report
  // counts, so row numbers match Excel's.
  const table: SheetRow[] = [];
  let expected = 1;
  let cellCount = 0;
  let row: SheetRow | null = null;
  let lastRowNumber = 0;
  let cell: { column: number; type: string; style: number; value: string[] } | null = null;
  let lastColumn = -1;
  let capture = false;
  let width = 0;

  await reader.parse(path, {
    open: (tag) => {
      const { name, attributes } = tag;
      if (name === 'row') {
        const declared = Number(attributes.r);
        lastRowNumber = Number.isInteger(declared) && declared > 0 ? declared : lastRowNumber + 1;
        if (lastRowNumber > context.limits.maxRows + 1) throw tooManyRows(context.limits.maxRows);
        row = { rowNumber: lastRowNumber, cells: [] };
        lastColumn = -1;
      } else if (name === 'c' && row) {
        const column = columnIndex(attributes.r ?? '') ?? lastColumn + 1;
        lastColumn = column;
        cell = { column, type: attributes.t ?? 'n', style: Number(attributes.s ?? 0), value: [] };
      } else if (cell && (name === 'v' || (name === 't' && cell.type === 'inlineStr'))) {
        capture = true;
      }
    },
    close: (name) => {
      if (name === 'v' || name === 't') capture = false;
      else if (name === 'c' && cell && row) {
        const text = cellText(cell.type, cell.value.join(''), cell.style, context);
        if (text !== '') {
          cellCount += 1;
          if (cellCount > context.limits.maxCells) throw tooManyCells(context.limits.maxCells);
          row.cells[cell.column] = text;
          width = Math.max(width, cell.column + 1);
        }
        cell = null;
      } else if (name === 'row' && row) {
        for (; expected < row.rowNumber; expected += 1)
          table.push({ rowNumber: expected, cells: [] });
        table.push(row);
        expected = row.rowNumber + 1;
        row = null;
      }
    },
    text: (text) => {
      if (capture && cell) cell.value.push(text);
    },
  });
  if (cellCount === 0) return [];
  // Every row padded to the sheet's width in place: a copy would hold the sheet twice.
  for (const { cells } of table) for (let index = 0; index < width; index += 1) cells[index] ??= '';
  return table;
}

async function openZip(buffer: Buffer, limits: XlsxLimits) {
  let zip: ZipFile;
  try {
    zip = await yauzl.fromBufferPromise(buffer, { lazyEntries: true, validateEntrySizes: true });
  } catch {
    throw unreadable('Not a valid Excel workbook (.xlsx)');
  }
  const entries = new Map<string, Entry>();
  let declared = 0;
  try {
    for await (const entry of zip.eachEntry()) {
      // Parts we never read may be large (images); only those we parse count against the limit.
      if (
        /^xl\/(workbook\.xml|_rels\/|sharedStrings\.xml|styles\.xml|worksheets\/)/.test(
          entry.fileName,
        )
      ) {
        declared += entry.uncompressedSize;
      }
      entries.set(entry.fileName, entry);
    }
  } catch {
    zip.close();
    throw unreadable('Not a valid Excel workbook (.xlsx)');
  }
  if (declared > limits.maxUncompressedBytes) {
    zip.close();
    throw tooBig(limits);
  }
  return { zip, entries };
}

/**
 * The rows of the workbook's first sheet that has any value (cover or notes sheets before it are
 * skipped), each padded to the sheet's width, with blank rows in place so row numbers match Excel's.
 */
export async function readXlsxRows(buffer: Buffer, limits: XlsxLimits): Promise<SheetRow[]> {
  const { zip, entries } = await openZip(buffer, limits);
  try {
    const reader = new WorkbookReader(zip, entries, limits);
    if (!reader.has('xl/workbook.xml') || !reader.has('xl/_rels/workbook.xml.rels')) {
      throw unreadable('Not a valid Excel workbook (.xlsx)');
    }
    const { sheets, epoch } = await readWorkbook(reader);
    const context: SheetContext = {
      strings: await readSharedStrings(reader),
      dateStyles: await readDateStyles(reader),
      epoch,
      limits,
    };
    for (const sheet of sheets) {
      const rows = await readSheet(reader, sheet, context);
      if (rows.length > 0) return rows;
    }
    return [];
  } finally {
    zip.close();
  }
}
