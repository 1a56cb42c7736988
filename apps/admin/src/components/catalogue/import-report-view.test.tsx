// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ImportReport } from './catalogue-types';
import { ImportReportView } from './import-report-view';

afterEach(cleanup);

const share = (mapped: number, total: number) => ({
  mapped,
  total,
  percent: Math.round((mapped / total) * 1000) / 10,
});

const report: ImportReport = {
  fileName: 'catalogue.csv',
  format: 'csv',
  dryRun: true,
  rowsRead: 5,
  blankRowsSkipped: 0,
  imported: 5,
  created: 5,
  updated: 0,
  unchanged: 0,
  duplicates: 0,
  rejected: 0,
  universities: { created: ['Dune Institute'], matched: 0, aliases: [] },
  coverage: {
    degree: share(5, 5),
    studyField: share(5, 5),
    duration: { ...share(5, 5), inferred: 0 },
    intakes: {
      ...share(2, 3),
      withoutIntakeText: { nothing: 1, deliveryMode: 1, length: 0 },
    },
    fee: share(5, 5),
  },
  unmapped: {
    degree: [],
    studyField: [],
    duration: [],
    intakes: [
      { rowNumber: 3, raw: '', holds: 'nothing' },
      { rowNumber: 4, raw: 'Onsite/Online', holds: 'delivery mode' },
      { rowNumber: 5, raw: 'Quarterly' },
    ],
    fee: [],
  },
  rejectedRows: [],
  duplicateRows: [],
  updatedRows: [],
  notes: [],
  ignoredColumns: [],
};

describe('<ImportReportView />', () => {
  it('lists every intake without a month, saying which cells hold no intake text', () => {
    render(<ImportReportView report={report} />);
    expect(
      screen.getByText('Intakes: 3 rows not mapped (66.7% of the intake texts mapped)'),
    ).toBeTruthy();
    const rows = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(rows).toEqual([
      'Row 3: (empty) — no intake given',
      'Row 4: "Onsite/Online" — a delivery mode, not an intake',
      'Row 5: "Quarterly"',
    ]);
  });
});
