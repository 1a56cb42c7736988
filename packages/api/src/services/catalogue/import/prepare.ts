import {
  AppError,
  mapCatalogueRows,
  matchColumns,
  type CatalogueColumn,
  type MappedCatalogue,
  type RawCatalogueRow,
} from '@uniguide/domain';
import { parseCatalogueFile, type ParsedSheet } from './parse';

/** What the import keeps of the sheet once its rows are mapped (the rows themselves are not needed). */
export interface SheetSummary {
  format: ParsedSheet['format'];
  headers: string[];
  rowsRead: number;
  blankRows: number;
}

export interface PreparedCatalogue {
  sheet: SheetSummary;
  ignoredColumns: string[];
  mapped: MappedCatalogue;
}

/** What a sheet row becomes once it is mapped. */
const RELEASED_ROW = { rowNumber: 0, cells: [] };

/**
 * The CPU-bound half of an import: read the file, find its columns and map every row onto the
 * catalogue vocabularies (docs/product.md §5.3). It touches no database, so it can run in a worker thread (./worker.ts).
 */
export async function prepareCatalogue(input: {
  buffer: Uint8Array;
  fileName: string;
}): Promise<PreparedCatalogue> {
  const sheet = await parseCatalogueFile(input);
  const { columns, missing, ignored } = matchColumns(sheet.headers);
  if (missing.length > 0) {
    throw new AppError(
      'BAD_REQUEST',
      `The catalogue has no ${missing.map((column) => (column === 'name' ? 'program name' : column)).join(' or ')} column`,
      missing.map((column) => ({
        path: column,
        message: `Missing column; headers found: ${sheet.headers.join(', ')}`,
      })),
    );
  }
  const entries = Object.entries(columns) as Array<[CatalogueColumn, number]>;
  // Each sheet row is let go once it is mapped: the rows and the programs are never all held at
  // once (docs/product.md §12).
  const table = sheet.rows;
  function* rows(): Generator<RawCatalogueRow> {
    for (let index = 0; index < table.length; index += 1) {
      const { rowNumber, cells } = table[index]!;
      table[index] = RELEASED_ROW;
      yield {
        rowNumber,
        values: Object.fromEntries(entries.map(([column, at]) => [column, cells[at] ?? ''])),
      };
    }
  }
  const summary: SheetSummary = {
    format: sheet.format,
    headers: sheet.headers,
    rowsRead: table.length,
    blankRows: sheet.blankRows,
  };
  return { sheet: summary, ignoredColumns: ignored, mapped: mapCatalogueRows(rows()) };
}
