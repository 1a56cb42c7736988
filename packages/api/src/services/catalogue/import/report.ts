import type { MappedCatalogue, MappedColumn, RowNote, UnmappedValue } from '@uniguide/domain';
import type { CatalogueFormat } from './parse';
import type { SheetSummary } from './prepare';
import type { WriteOutcome } from './write';

export interface ColumnCoverage {
  mapped: number;
  total: number;
  /** Share of mapped rows, one decimal (96.9). */
  percent: number;
}

/** Imported rows whose intake cell holds no intake text, by what it holds instead. */
export interface IntakelessRows {
  nothing: number;
  deliveryMode: number;
  length: number;
}

export interface ImportReport {
  fileName: string;
  format: CatalogueFormat;
  dryRun: boolean;
  /** Data rows in the file (blank rows excluded). */
  rowsRead: number;
  blankRowsSkipped: number;
  /** Rows now in the catalogue: created + updated + unchanged + duplicates. */
  imported: number;
  created: number;
  updated: number;
  unchanged: number;
  duplicates: number;
  rejected: number;
  universities: {
    created: string[];
    matched: number;
    aliases: MappedCatalogue['aliases'];
  };
  /**
   * Over the imported rows; the duration's `inferred` counts lengths taken from sibling programs.
   * The intakes' share is over the rows whose cell holds intake text (docs/product.md §5.3); the
   * rows whose cell holds none are counted apart, by what they hold.
   */
  coverage: Record<MappedColumn, ColumnCoverage> & {
    duration: ColumnCoverage & { inferred: number };
    intakes: ColumnCoverage & { withoutIntakeText: IntakelessRows };
  };
  /** Per column, every row whose value could not be mapped, with the value as written. */
  unmapped: Record<MappedColumn, UnmappedValue[]>;
  rejectedRows: Array<{ rowNumber: number; reason: string }>;
  duplicateRows: Array<{ rowNumber: number; duplicateOf: number }>;
  updatedRows: WriteOutcome['updated'];
  notes: RowNote[];
  ignoredColumns: string[];
}

const MAPPED_COLUMNS: readonly MappedColumn[] = [
  'degree',
  'studyField',
  'duration',
  'intakes',
  'fee',
];

function share(mapped: number, total: number): ColumnCoverage {
  return { mapped, total, percent: total === 0 ? 0 : Math.round((mapped / total) * 1000) / 10 };
}

function coverage(unmapped: UnmappedValue[], rowNumbers: Set<number>): ColumnCoverage {
  const misses = unmapped.filter((value) => rowNumbers.has(value.rowNumber)).length;
  return share(rowNumbers.size - misses, rowNumbers.size);
}

/** Intakes: mapped over the rows that hold intake text; the rest counted by what they hold. */
function intakeCoverage(
  unmapped: UnmappedValue[],
  rowNumbers: Set<number>,
): ColumnCoverage & { withoutIntakeText: IntakelessRows } {
  const values = unmapped.filter((value) => rowNumbers.has(value.rowNumber));
  const holding = (holds: UnmappedValue['holds']) =>
    values.filter((value) => value.holds === holds).length;
  const withoutIntakeText = {
    nothing: holding('nothing'),
    deliveryMode: holding('delivery mode'),
    length: holding('length'),
  };
  const total =
    rowNumbers.size -
    withoutIntakeText.nothing -
    withoutIntakeText.deliveryMode -
    withoutIntakeText.length;
  return { ...share(total - holding(undefined), total), withoutIntakeText };
}

export function buildReport(input: {
  fileName: string;
  dryRun: boolean;
  sheet: SheetSummary;
  ignoredColumns: string[];
  mapped: MappedCatalogue;
  outcome: WriteOutcome;
}): ImportReport {
  const { mapped, outcome, sheet } = input;
  const rejectedRows = mapped.rows.flatMap((row) =>
    row.status === 'rejected' ? [{ rowNumber: row.rowNumber, reason: row.reason }] : [],
  );
  const duplicateRows = mapped.rows.flatMap((row) =>
    row.status === 'duplicate' ? [{ rowNumber: row.rowNumber, duplicateOf: row.duplicateOf }] : [],
  );
  const importedRows = new Set(
    mapped.rows.filter((row) => row.status !== 'rejected').map((row) => row.rowNumber),
  );
  const columnCoverage = Object.fromEntries(
    MAPPED_COLUMNS.map((column) => [column, coverage(mapped.unmapped[column], importedRows)]),
  ) as Record<MappedColumn, ColumnCoverage>;
  const inferred = mapped.notes.filter(
    (note) => note.column === 'duration' && note.message.includes('inferred'),
  ).length;
  return {
    fileName: input.fileName,
    format: sheet.format,
    dryRun: input.dryRun,
    rowsRead: sheet.rowsRead,
    blankRowsSkipped: sheet.blankRows,
    imported: importedRows.size,
    created: outcome.created,
    updated: outcome.updated.length,
    unchanged: outcome.unchanged,
    duplicates: duplicateRows.length,
    rejected: rejectedRows.length,
    universities: {
      created: outcome.universitiesCreated,
      matched: outcome.universitiesMatched,
      aliases: mapped.aliases,
    },
    coverage: {
      ...columnCoverage,
      duration: { ...columnCoverage.duration, inferred },
      intakes: intakeCoverage(mapped.unmapped.intakes, importedRows),
    },
    unmapped: mapped.unmapped,
    rejectedRows,
    duplicateRows,
    updatedRows: outcome.updated,
    notes: [...mapped.notes].sort((a, b) => a.rowNumber - b.rowNumber),
    ignoredColumns: input.ignoredColumns,
  };
}

const COLUMN_LABELS: Record<MappedColumn, string> = {
  degree: 'Degree level',
  studyField: 'Field of study',
  duration: 'Duration',
  intakes: 'Intakes',
  fee: 'Annual fee (AED)',
};

/** "2-4, 9, 12" from [2, 3, 4, 9, 12]. */
export function rowRanges(rows: number[]): string {
  const sorted = [...new Set(rows)].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length; i++) {
    const start = sorted[i]!;
    while (sorted[i + 1] === sorted[i]! + 1) i++;
    parts.push(start === sorted[i] ? `${start}` : `${start}-${sorted[i]}`);
  }
  return parts.join(', ');
}

/** What an intake cell holds instead of intake text, as the report says it. */
const INTAKELESS_LABELS: Record<NonNullable<UnmappedValue['holds']>, string> = {
  nothing: 'no intake given',
  'delivery mode': 'a delivery mode, not an intake',
  length: 'a length, not an intake',
};

/** Unmapped values grouped by their text, most frequent first, so a long list stays readable. */
function groupUnmapped(values: UnmappedValue[]): string[] {
  const groups = new Map<string, { rows: number[]; holds: UnmappedValue['holds'] }>();
  for (const value of values) {
    const group = groups.get(value.raw) ?? { rows: [], holds: value.holds };
    group.rows.push(value.rowNumber);
    groups.set(value.raw, group);
  }
  return [...groups.entries()]
    .sort((a, b) => b[1].rows.length - a[1].rows.length)
    .map(
      ([raw, { rows, holds }]) =>
        `    ${raw === '' ? '(empty)' : JSON.stringify(raw)}: row${rows.length > 1 ? 's' : ''} ${rowRanges(rows)}${holds ? ` (${INTAKELESS_LABELS[holds]})` : ''}`,
    );
}

/** "Intakes: 738/738 of the cells holding intake text (100%); 175 rows hold none: …". */
function intakeLine(cover: ImportReport['coverage']['intakes']): string {
  const { nothing, deliveryMode, length } = cover.withoutIntakeText;
  const without = nothing + deliveryMode + length;
  const parts = [
    nothing ? `${nothing} empty` : null,
    deliveryMode ? `${deliveryMode} a delivery mode` : null,
    length ? `${length} a length` : null,
  ].filter(Boolean);
  return (
    `  ${COLUMN_LABELS.intakes}: ${cover.mapped}/${cover.total} of the cells holding intake text (${cover.percent}%)` +
    (without ? `; ${without} row${without > 1 ? 's' : ''} hold none: ${parts.join(', ')}` : '')
  );
}

/** The report as the CLI prints it. */
export function formatImportReport(report: ImportReport): string {
  const lines: string[] = [];
  const { coverage: cover } = report;
  lines.push(
    `Catalogue import of ${report.fileName} (${report.format.toUpperCase()})${report.dryRun ? ' — dry run, nothing was saved' : ''}`,
    `Rows read: ${report.rowsRead}${report.blankRowsSkipped ? ` (${report.blankRowsSkipped} blank rows skipped)` : ''}`,
    `Rows imported: ${report.imported} — programs created ${report.created}, updated ${report.updated}, unchanged ${report.unchanged}; duplicate rows ${report.duplicates}; rejected rows ${report.rejected}`,
    `Universities: ${report.universities.created.length} created, ${report.universities.matched} already known`,
  );
  for (const alias of report.universities.aliases) {
    lines.push(`  "${alias.raw}" filed as "${alias.name}" (${alias.rows} rows)`);
  }
  lines.push('Mapped onto the vocabularies:');
  for (const column of MAPPED_COLUMNS) {
    if (column === 'intakes') {
      lines.push(intakeLine(cover.intakes));
      continue;
    }
    const entry = cover[column];
    const extra =
      column === 'duration' && cover.duration.inferred
        ? `, ${cover.duration.inferred} inferred`
        : '';
    lines.push(
      `  ${COLUMN_LABELS[column]}: ${entry.mapped}/${entry.total} (${entry.percent}%${extra})`,
    );
  }
  const unmappedColumns = MAPPED_COLUMNS.filter((column) => report.unmapped[column].length > 0);
  if (unmappedColumns.length > 0) lines.push('Could not map:');
  for (const column of unmappedColumns) {
    lines.push(
      `  ${COLUMN_LABELS[column]} (${report.unmapped[column].length} rows):`,
      ...groupUnmapped(report.unmapped[column]),
    );
  }
  if (report.rejectedRows.length > 0) {
    lines.push(
      'Rejected rows:',
      ...report.rejectedRows.map((row) => `  row ${row.rowNumber}: ${row.reason}`),
    );
  }
  if (report.duplicateRows.length > 0) {
    lines.push(
      'Duplicate rows (same university, name, degree level and field as an earlier row; the earlier row is kept):',
      ...report.duplicateRows.map((row) => `  row ${row.rowNumber} repeats row ${row.duplicateOf}`),
    );
  }
  if (report.updatedRows.length > 0) {
    lines.push(
      'Updated programs:',
      ...report.updatedRows.map(
        (row) => `  row ${row.rowNumber} → program ${row.programId}: ${row.fields.join(', ')}`,
      ),
    );
  }
  if (report.notes.length > 0) {
    lines.push(
      'Notes:',
      ...report.notes.map((note) => `  row ${note.rowNumber}, ${note.column}: ${note.message}`),
    );
  }
  if (report.ignoredColumns.length > 0)
    lines.push(`Columns not imported: ${report.ignoredColumns.join(', ')}`);
  return lines.join('\n');
}
