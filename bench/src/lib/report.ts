import { round } from './stats';

/**
 * What a figure must satisfy. `ratio-min` and `ratio-max` read the row's ratio (value ÷ reference),
 * the others its value.
 */
export type Goal =
  | { kind: 'max'; target: number }
  | { kind: 'min'; target: number }
  | { kind: 'ratio-min'; target: number }
  | { kind: 'ratio-max'; target: number }
  | { kind: 'true' };

export interface Reference {
  label: string;
  value: number;
}

export interface Row {
  section: string;
  name: string;
  /** null when the figure could not be measured (the note says why); that counts as a failed goal. */
  value: number | boolean | null;
  unit: string;
  /** Measured in the same run on the same machine, so the ratio survives a noisy neighbour. */
  reference?: Reference;
  /** value ÷ reference.value. */
  ratio?: number;
  goal?: Goal;
  pass?: boolean;
  note?: string;
}

export type RowInput = Omit<Row, 'ratio' | 'pass'>;

/** Completes a row: ratio against its reference and the verdict against its goal. */
export function makeRow(input: RowInput): Row {
  const row: Row = { ...input };
  if (typeof input.value === 'number' && input.reference && input.reference.value > 0) {
    row.ratio = input.value / input.reference.value;
  }
  if (input.goal) row.pass = meetsGoal(input.goal, row);
  return row;
}

export function meetsGoal(goal: Goal, row: Pick<Row, 'value' | 'ratio'>): boolean {
  if (row.value === null) return false;
  switch (goal.kind) {
    case 'true':
      return row.value === true;
    case 'max':
      return (
        typeof row.value === 'number' && Number.isFinite(row.value) && row.value <= goal.target
      );
    case 'min':
      return typeof row.value === 'number' && row.value >= goal.target;
    case 'ratio-min':
      return row.ratio !== undefined && row.ratio >= goal.target;
    case 'ratio-max':
      return row.ratio !== undefined && row.ratio <= goal.target;
  }
}

/** A goal as written (150, 0.8), or one derived from a measurement (English × 1.1) to a tenth. */
function goalNumber(target: number): number {
  return Number.isInteger(target) ? target : round(target, target >= 100 ? 0 : 1);
}

export function describeGoal(goal: Goal, unit: string): string {
  switch (goal.kind) {
    case 'true':
      return 'yes';
    case 'max':
      return `≤ ${goalNumber(goal.target)} ${unit}`.trim();
    case 'min':
      return `≥ ${goalNumber(goal.target)} ${unit}`.trim();
    case 'ratio-min':
      return `ratio ≥ ${goal.target}`;
    case 'ratio-max':
      return `ratio ≤ ${goal.target}`;
  }
}

export function formatValue(value: number | boolean | null, unit: string): string {
  if (value === null) return 'n/a';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  const digits = Math.abs(value) >= 100 ? 0 : Math.abs(value) >= 10 ? 1 : 2;
  return `${round(value, digits).toLocaleString('en-US')} ${unit}`.trim();
}

/** Two significant digits below 1 (0.0062 stays visible), fewer decimals above. */
export function formatRatio(ratio: number): string {
  if (ratio === 0 || !Number.isFinite(ratio)) return String(ratio);
  if (ratio < 1) return String(Number(ratio.toPrecision(2)));
  return String(round(ratio, ratio >= 10 ? 1 : 2));
}

const HEADERS = ['name', 'value', 'reference', 'ratio', 'goal', 'result'];

/** A row's cells in the HEADERS' order; `missed` is what a missed goal says. */
export function rowCells(row: Row, missed: string): string[] {
  return [
    row.name,
    formatValue(row.value, row.unit),
    row.reference ? `${formatValue(row.reference.value, row.unit)} (${row.reference.label})` : '',
    row.ratio === undefined ? '' : formatRatio(row.ratio),
    row.goal ? describeGoal(row.goal, row.unit) : '',
    row.pass === undefined ? '' : row.pass ? 'pass' : missed,
  ];
}

/** The `name | value | reference | ratio | goal | pass/fail` table, one block per section. */
export function formatTable(rows: readonly Row[]): string {
  const lines: string[] = [];
  const sections = [...new Set(rows.map((row) => row.section))];
  for (const section of sections) {
    const cells = rows.filter((row) => row.section === section).map((row) => rowCells(row, 'FAIL'));
    const widths = HEADERS.map((header, i) =>
      Math.max(header.length, ...cells.map((cell) => cell[i]!.length)),
    );
    const render = (cell: string[]) =>
      cell
        .map((text, i) => text.padEnd(widths[i]!))
        .join(' | ')
        .trimEnd();
    lines.push(
      '',
      `## ${section}`,
      render(HEADERS),
      widths.map((width) => '-'.repeat(width)).join('-|-'),
    );
    for (const cell of cells) lines.push(render(cell));
    for (const row of rows.filter((r) => r.section === section && r.note))
      lines.push(`  * ${row.name}: ${row.note}`);
  }
  return lines.join('\n');
}

export function failures(rows: readonly Row[]): Row[] {
  return rows.filter((row) => row.pass === false);
}

export function formatSummary(rows: readonly Row[]): string {
  const withGoal = rows.filter((row) => row.pass !== undefined);
  const failed = failures(rows);
  if (failed.length === 0) return `All ${withGoal.length} goals met.`;
  const lines = [`${failed.length} of ${withGoal.length} goals missed:`];
  for (const row of failed) {
    const goal = row.goal ? describeGoal(row.goal, row.unit) : '';
    const ratio = row.ratio === undefined ? '' : `, ratio ${formatRatio(row.ratio)}`;
    const note = row.note ? ` — ${row.note}` : '';
    lines.push(
      `  - [${row.section}] ${row.name}: ${formatValue(row.value, row.unit)}${ratio} (goal ${goal})${note}`,
    );
  }
  return lines.join('\n');
}
