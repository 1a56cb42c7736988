import type { ImportReport } from './catalogue-types';

const COLUMN_LABELS = {
  degree: 'Degree level',
  studyField: 'Field of study',
  duration: 'Duration',
  intakes: 'Intakes',
  fee: 'Annual fee (AED)',
} as const;

/** What an intake cell holds instead of intake text (docs/product.md §5.3). */
const INTAKELESS_LABELS = {
  nothing: 'no intake given',
  'delivery mode': 'a delivery mode, not an intake',
  length: 'a length, not an intake',
} as const;

/** The share of mapped values; the intakes' is over the cells that hold intake text. */
function mappedShare(report: ImportReport, column: keyof typeof COLUMN_LABELS): string {
  const { percent } = report.coverage[column];
  return column === 'intakes' ? `${percent}% of the intake texts mapped` : `${percent}% mapped`;
}

/** What an import did (or would do): the counts, then every row a column could not map, with its raw value. */
export function ImportReportView({ report }: { report: ImportReport }) {
  const counts: Array<[string, number]> = [
    ['Rows read', report.rowsRead],
    ['Created', report.created],
    ['Updated', report.updated],
    ['Unchanged', report.unchanged],
    ['Duplicates', report.duplicates],
    ['Rejected', report.rejected],
  ];
  const columns = (Object.keys(COLUMN_LABELS) as Array<keyof typeof COLUMN_LABELS>).filter(
    (column) => report.unmapped[column].length > 0,
  );
  return (
    <section aria-label="Import report" className="grid gap-4">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {counts.map(([label, value]) => (
          <div key={label} className="rounded-md border p-3">
            <dt className="text-sm text-muted-foreground">{label}</dt>
            <dd className="text-2xl font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {report.universities.created.length > 0 ? (
        <p className="text-sm">New universities: {report.universities.created.join(', ')}</p>
      ) : null}
      {columns.map((column) => (
        <details key={column} className="rounded-md border p-3">
          <summary className="cursor-pointer font-medium">
            {COLUMN_LABELS[column]}: {report.unmapped[column].length} rows not mapped (
            {mappedShare(report, column)})
          </summary>
          <ul className="mt-2 grid max-h-64 gap-1 overflow-y-auto text-sm">
            {report.unmapped[column].map((value) => (
              <li key={`${column}-${value.rowNumber}`}>
                Row {value.rowNumber}:{' '}
                <span className="font-mono">
                  {value.raw === '' ? '(empty)' : JSON.stringify(value.raw)}
                </span>
                {value.holds ? ` — ${INTAKELESS_LABELS[value.holds]}` : null}
              </li>
            ))}
          </ul>
        </details>
      ))}
      {report.rejectedRows.length > 0 ? (
        <details className="rounded-md border p-3">
          <summary className="cursor-pointer font-medium">
            {report.rejectedRows.length} rejected rows
          </summary>
          <ul className="mt-2 grid max-h-64 gap-1 overflow-y-auto text-sm">
            {report.rejectedRows.map((row) => (
              <li key={row.rowNumber}>
                Row {row.rowNumber}: {row.reason}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </section>
  );
}
