import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFormatters } from '@uniguide/client';
import type { ImportReport } from './catalogue-types';

const COLUMN_LABELS: Record<
  'degree' | 'studyField' | 'duration' | 'intakes' | 'fee',
  MessageDescriptor
> = {
  degree: msg`Degree level`,
  studyField: msg`Field of study`,
  duration: msg`Duration`,
  intakes: msg`Intakes`,
  fee: msg`Annual fee (AED)`,
};

/** What an intake cell holds instead of intake text (docs/product.md §5.3). */
const INTAKELESS_LABELS = {
  nothing: msg`no intake given`,
  'delivery mode': msg`a delivery mode, not an intake`,
  length: msg`a length, not an intake`,
} as const;

/** What an import did (or would do): the counts, then every row a column could not map, with its raw value. */
export function ImportReportView({ report }: { report: ImportReport }) {
  const { t } = useLingui();
  const format = useFormatters();
  const counts: Array<[string, number]> = [
    [t`Rows read`, report.rowsRead],
    [t`Created`, report.created],
    [t`Updated`, report.updated],
    [t`Unchanged`, report.unchanged],
    [t`Duplicates`, report.duplicates],
    [t`Rejected`, report.rejected],
  ];
  const columns = (Object.keys(COLUMN_LABELS) as Array<keyof typeof COLUMN_LABELS>).filter(
    (column) => report.unmapped[column].length > 0,
  );
  /** "Intakes: 3 rows not mapped (66.7% of the intake texts mapped)" */
  const unmappedLine = (column: keyof typeof COLUMN_LABELS) => {
    const label = t(COLUMN_LABELS[column]);
    const { percent } = report.coverage[column];
    const share =
      column === 'intakes' ? t`${percent}% of the intake texts mapped` : t`${percent}% mapped`;
    return t({
      message: plural(report.unmapped[column].length, {
        other: `${label}: # rows not mapped (${share})`,
      }),
    });
  };
  const newUniversities = report.universities.created.join(', ');
  return (
    <section aria-label={t`Import report`} className="grid gap-4">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {counts.map(([label, value]) => (
          <div key={label} className="rounded-md border p-3">
            <dt className="text-sm text-muted-foreground">{label}</dt>
            <dd className="text-2xl font-semibold tabular-nums">{format.count(value)}</dd>
          </div>
        ))}
      </dl>
      {report.universities.created.length > 0 ? (
        <p className="text-sm">
          <Trans>
            New universities: <bdi>{newUniversities}</bdi>
          </Trans>
        </p>
      ) : null}
      {columns.map((column) => (
        <details key={column} className="rounded-md border p-3">
          <summary className="cursor-pointer font-medium">{unmappedLine(column)}</summary>
          <ul className="mt-2 grid max-h-64 gap-1 overflow-y-auto text-sm">
            {report.unmapped[column].map((value) => (
              <li key={`${column}-${value.rowNumber}`}>
                <Trans>Row {value.rowNumber}:</Trans>{' '}
                <span className="font-mono" dir="auto">
                  {value.raw === '' ? t`(empty)` : JSON.stringify(value.raw)}
                </span>
                {value.holds ? ` — ${t(INTAKELESS_LABELS[value.holds])}` : null}
              </li>
            ))}
          </ul>
        </details>
      ))}
      {report.rejectedRows.length > 0 ? (
        <details className="rounded-md border p-3">
          <summary className="cursor-pointer font-medium">
            {t({
              message: plural(report.rejectedRows.length, {
                other: '# rejected rows',
              }),
            })}
          </summary>
          <ul className="mt-2 grid max-h-64 gap-1 overflow-y-auto text-sm">
            {report.rejectedRows.map((row) => (
              <li key={row.rowNumber}>
                <Trans>
                  Row {row.rowNumber}: {row.reason}
                </Trans>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </section>
  );
}
