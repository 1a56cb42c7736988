import { mapDegreeLevel } from './import/degree';
import { mapDuration } from './import/duration';
import { mapFee } from './import/fee';
import { mapStudyField } from './import/field';
import { readIntakeCell } from './import/intake';
import { cleanText, isBlank, isDittoMark, normaliseKey } from './import/text';
import type { DegreeLevel, Duration, StudyField } from './vocabulary';

export { mapDegreeLevel, degreeFromName } from './import/degree';
export { mapDuration, durationBucket } from './import/duration';
export { mapFee, AED_PER_USD } from './import/fee';
export { mapStudyField } from './import/field';
export { mapIntakes, readIntakeCell, MONTHS, type Month } from './import/intake';
export { cleanText, normaliseKey } from './import/text';

/**
 * Pure mapping of a catalogue spreadsheet (CSV or XLSX rows) onto the catalogue vocabularies (docs/product.md §5.3). The
 * importer service parses the file and writes the result; everything that decides what a cell means
 * lives here so it can be tested without a database.
 */

/** The columns the importer understands, each with the header spellings it accepts. */
export const CATALOGUE_COLUMNS = {
  studyField: ['field', 'field of study', 'study field', 'faculty', 'subject'],
  degree: ['degree level', 'degree', 'level', 'qualification', 'award'],
  name: [
    'name of degree',
    'program',
    'programme',
    'program name',
    'programme name',
    'course',
    'name',
  ],
  university: ['university name', 'university', 'institution', 'institution name', 'college'],
  fee: ['annual fee', 'fee', 'fees', 'tuition', 'tuition fee', 'annual tuition'],
  duration: ['duration', 'length', 'program duration'],
  intakes: ['intakes', 'intake', 'start dates', 'start date'],
  requirements: [
    'general entry requirements and documents',
    'entry requirements',
    'requirements',
    'admission requirements',
  ],
  language: ['language of teaching', 'language', 'teaching language', 'language of instruction'],
  scholarships: ['scholarships available', 'scholarships', 'scholarship'],
} as const;
export type CatalogueColumn = keyof typeof CATALOGUE_COLUMNS;
export const REQUIRED_COLUMNS: readonly CatalogueColumn[] = ['name', 'university'];

export interface ColumnMatch {
  /** Column → index in the header row. */
  columns: Partial<Record<CatalogueColumn, number>>;
  missing: CatalogueColumn[];
  /** Headers the importer does not read (reported, never an error). */
  ignored: string[];
}

export function matchColumns(headers: readonly string[]): ColumnMatch {
  const columns: Partial<Record<CatalogueColumn, number>> = {};
  const ignored: string[] = [];
  headers.forEach((header, index) => {
    const key = normaliseKey(header);
    const column = (Object.keys(CATALOGUE_COLUMNS) as CatalogueColumn[]).find(
      (candidate) =>
        columns[candidate] === undefined &&
        (CATALOGUE_COLUMNS[candidate] as readonly string[]).includes(key),
    );
    if (column) columns[column] = index;
    else if (key) ignored.push(cleanText(header));
  });
  const missing = REQUIRED_COLUMNS.filter((column) => columns[column] === undefined);
  return { columns, missing, ignored };
}

/**
 * Institution names as catalogues misspell them → the name to file them under. Keys are compared
 * after normaliseKey (lower case, single spaces).
 */
export const UNIVERSITY_ALIASES: Readonly<Record<string, string>> = {
  'middlessex university': 'Middlesex University',
  'middlesex univeristy': 'Middlesex University',
};

export function canonicalUniversityName(raw: string): string {
  const name = cleanText(raw);
  return UNIVERSITY_ALIASES[normaliseKey(name)] ?? name;
}

/** Program names lose list bullets ("> MBA …") and a lone trailing full stop. */
export function cleanProgramName(raw: string): string {
  return cleanText(raw)
    .replace(/^[>•*·–-]+\s*/, '')
    .replace(/(?<!\.)\.$/, '')
    .trim();
}

/**
 * The identity of a program across imports: university, name, degree level and field as written,
 * normalised. The field is part of it because real catalogues list one name under several fields
 * as distinct programs (a foundation year per pathway, one BBA per partner university, each with its
 * own fee), while a row repeated with only spacing or case changed is the same program.
 */
export function catalogueSourceKey(parts: {
  university: string;
  name: string;
  degreeRaw: string | null;
  studyFieldRaw: string | null;
}): string {
  return [parts.university, parts.name, parts.degreeRaw ?? '', parts.studyFieldRaw ?? '']
    .map((part) => normaliseKey(part))
    .join('|');
}

const NO_SCHOLARSHIP = /^(no|none|nil|n\/?a|not available|no scholarships?( available)?|-)\.?$/i;

export function mapScholarship(raw: string | null | undefined): boolean {
  const text = cleanText(raw);
  return text !== '' && !NO_SCHOLARSHIP.test(text);
}

/** Requirement cells are bulleted or multi-line lists; each line becomes one requirement. */
export function splitRequirements(raw: string | null | undefined): string[] {
  if (!raw) return [];
  return raw
    .split(/\r?\n|•|\u2022/)
    .map((line) => cleanText(line).replace(/^[-*·]\s*/, ''))
    .filter((line) => line.length > 0);
}

/** "english" → "English": catalogues lower-case some languages; other spellings stay as written. */
export function cleanLanguage(raw: string | null | undefined): string | null {
  const text = cleanText(raw);
  if (isBlank(text)) return null;
  return text === text.toLowerCase()
    ? text.replace(/\b\p{L}/gu, (letter) => letter.toUpperCase())
    : text;
}

/** Keeps a cell's line breaks (scholarship terms, requirements) but trims each line. */
function keepLines(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const text = raw
    .split(/\r?\n/)
    .map((line) => cleanText(line))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return text || null;
}

export interface RawCatalogueRow {
  /** The row as a spreadsheet shows it (the header is row 1). */
  rowNumber: number;
  values: Partial<Record<CatalogueColumn, string>>;
}

export interface CatalogueProgram {
  university: string;
  name: string;
  degree: DegreeLevel | null;
  degreeRaw: string | null;
  studyField: StudyField | null;
  studyFieldRaw: string | null;
  duration: Duration | null;
  durationRaw: string | null;
  tuitionText: string | null;
  tuitionAed: number | null;
  intakes: string[];
  intakesRaw: string | null;
  requirements: string[];
  language: string | null;
  hasScholarship: boolean;
  scholarshipDetails: string | null;
  sourceKey: string;
}

/** A column of the report: the vocabularies plus the fee. */
export type MappedColumn = 'degree' | 'studyField' | 'duration' | 'intakes' | 'fee';

export interface RowNote {
  rowNumber: number;
  column: CatalogueColumn;
  message: string;
}

export interface UnmappedValue {
  rowNumber: number;
  raw: string;
  /**
   * Intakes only, when the cell holds no intake text: nothing (empty, or a blank mark such as "-"),
   * a delivery mode ("Online") or a length ("1 year full-time"). Such rows are listed like the rest
   * but stand outside the intake coverage's denominator (docs/product.md §5.3).
   */
  holds?: 'nothing' | 'delivery mode' | 'length';
}

export type MappedRow =
  | { status: 'ok'; rowNumber: number; program: CatalogueProgram }
  | { status: 'duplicate'; rowNumber: number; duplicateOf: number; program: CatalogueProgram }
  | { status: 'rejected'; rowNumber: number; reason: string };

export interface MappedCatalogue {
  rows: MappedRow[];
  /** Per column, the rows whose value could not be mapped, with the value as written. */
  unmapped: Record<MappedColumn, UnmappedValue[]>;
  /** How a value was read when it was not plain: ditto marks, inferred lengths, spread totals. */
  notes: RowNote[];
  /** Institution names filed under another name through UNIVERSITY_ALIASES, with their row counts. */
  aliases: Array<{ raw: string; name: string; rows: number }>;
}

/**
 * Resolves ditto marks: a cell holding only `"` repeats the same column of the row above, as long as
 * that row belongs to the same institution.
 */
function* resolveDittoMarks(
  rows: Iterable<RawCatalogueRow>,
  notes: RowNote[],
): Generator<RawCatalogueRow> {
  let previous: RawCatalogueRow | undefined;
  for (const row of rows) {
    const values = { ...row.values };
    for (const column of Object.keys(values) as CatalogueColumn[]) {
      if (!isDittoMark(values[column])) continue;
      const sameInstitution =
        previous && normaliseKey(previous.values.university) === normaliseKey(values.university);
      const above = sameInstitution ? previous!.values[column] : undefined;
      if (above !== undefined && !isDittoMark(above)) {
        values[column] = above;
        notes.push({
          rowNumber: row.rowNumber,
          column,
          message: `repeated from row ${previous!.rowNumber} (ditto mark)`,
        });
      } else {
        values[column] = '';
      }
    }
    previous = { rowNumber: row.rowNumber, values };
    yield previous;
  }
}

function optional(value: string | undefined): string | null {
  const text = cleanText(value);
  return isBlank(text) ? null : text;
}

interface Mapped {
  program: CatalogueProgram;
  durationFromText: boolean;
}

function mapRow(
  row: RawCatalogueRow,
  unmapped: MappedCatalogue['unmapped'],
  notes: RowNote[],
): Mapped {
  const { values, rowNumber } = row;
  const university = canonicalUniversityName(values.university ?? '');
  const name = cleanProgramName(values.name ?? '');
  const degreeRaw = optional(values.degree);
  const studyFieldRaw = optional(values.studyField);
  const durationRaw = optional(values.duration);
  const tuitionText = keepLines(values.fee);
  const intakesRaw = optional(values.intakes);

  const { degree } = mapDegreeLevel(degreeRaw, name);
  const { studyField } = mapStudyField(studyFieldRaw, name);
  const { duration, years } = mapDuration(durationRaw);
  const fee = isBlank(tuitionText) ? { tuitionAed: null, note: null } : mapFee(tuitionText, years);
  const intakeCell = readIntakeCell(intakesRaw);
  const intakes = intakeCell.holds === 'months' ? intakeCell.months : [];

  // The report shows each cell as written, dashes and "TBC" included.
  if (!degree) unmapped.degree.push({ rowNumber, raw: cleanText(values.degree) });
  if (!studyField) unmapped.studyField.push({ rowNumber, raw: cleanText(values.studyField) });
  if (!duration) unmapped.duration.push({ rowNumber, raw: cleanText(values.duration) });
  if (intakeCell.holds !== 'months') {
    const raw = cleanText(values.intakes);
    const holds = intakeCell.holds;
    unmapped.intakes.push(holds === 'no month' ? { rowNumber, raw } : { rowNumber, raw, holds });
  }
  if (fee.tuitionAed === null) unmapped.fee.push({ rowNumber, raw: cleanText(values.fee) });
  if (fee.note) notes.push({ rowNumber, column: 'fee', message: fee.note });

  const scholarshipDetails = keepLines(values.scholarships);
  return {
    durationFromText: duration !== null,
    program: {
      university,
      name,
      degree,
      degreeRaw,
      studyField,
      studyFieldRaw,
      duration,
      durationRaw,
      tuitionText: isBlank(tuitionText) ? null : tuitionText,
      tuitionAed: fee.tuitionAed,
      intakes,
      intakesRaw,
      requirements: splitRequirements(values.requirements),
      language: cleanLanguage(values.language),
      hasScholarship: mapScholarship(scholarshipDetails),
      scholarshipDetails,
      sourceKey: catalogueSourceKey({ university, name, degreeRaw, studyFieldRaw }),
    },
  };
}

/**
 * A row without a length takes the most common length of the same institution's programs at the
 * same degree level (their text gave it); the report notes each such row. Without such siblings the
 * duration stays unmapped.
 */
function inferMissingDurations(
  mapped: Array<Mapped & { rowNumber: number }>,
  result: MappedCatalogue,
): void {
  const counts = new Map<string, Map<Duration, number>>();
  const groupOf = (program: CatalogueProgram) =>
    `${normaliseKey(program.university)}|${program.degree}`;
  for (const { program, durationFromText } of mapped) {
    if (!durationFromText || !program.duration || !program.degree) continue;
    const group = counts.get(groupOf(program)) ?? new Map<Duration, number>();
    group.set(program.duration, (group.get(program.duration) ?? 0) + 1);
    counts.set(groupOf(program), group);
  }
  for (const entry of mapped) {
    if (entry.durationFromText || !entry.program.degree) continue;
    const group = counts.get(groupOf(entry.program));
    if (!group) continue;
    const [common] = [...group.entries()].sort((a, b) => b[1] - a[1])[0]!;
    entry.program.duration = common;
    result.unmapped.duration = result.unmapped.duration.filter(
      (value) => value.rowNumber !== entry.rowNumber,
    );
    result.notes.push({
      rowNumber: entry.rowNumber,
      column: 'duration',
      message: `no length given; "${common}" inferred from the institution's other ${entry.program.degree} programs`,
    });
  }
}

function countAlias(aliases: MappedCatalogue['aliases'], raw: string, name: string): void {
  const known = aliases.find((alias) => alias.raw === raw);
  if (known) known.rows += 1;
  else aliases.push({ raw, name, rows: 1 });
}

/**
 * One copy of each repeated value. A catalogue names the same institutions, levels, lengths, fees
 * and intakes on thousands of rows, and the largest import holds every mapped program until it is
 * written (docs/product.md §12): each row's cleaned copy of a repeated value is dropped for the first
 * one. The lists are shared too, so no one changes a program's list in place.
 */
function valueSharing(): (program: CatalogueProgram) => CatalogueProgram {
  const texts = new Map<string, string>();
  const lists = new Map<string, string[]>();
  const text = <T extends string | null>(value: T): T => {
    if (value === null) return value;
    const known = texts.get(value);
    if (known !== undefined) return known as T;
    texts.set(value, value);
    return value;
  };
  const list = (values: string[]): string[] => {
    const key = JSON.stringify(values);
    const known = lists.get(key);
    if (known) return known;
    lists.set(key, values);
    return values;
  };
  return (program) => ({
    ...program,
    university: text(program.university),
    degreeRaw: text(program.degreeRaw),
    studyFieldRaw: text(program.studyFieldRaw),
    durationRaw: text(program.durationRaw),
    tuitionText: text(program.tuitionText),
    intakes: list(program.intakes),
    intakesRaw: text(program.intakesRaw),
    requirements: list(program.requirements),
    language: text(program.language),
    scholarshipDetails: text(program.scholarshipDetails),
  });
}

/**
 * Maps rows as they come: only the mapped programs are kept, never the rows they were read from, so
 * a reader can hand over a sheet row by row.
 */
export function mapCatalogueRows(rows: Iterable<RawCatalogueRow>): MappedCatalogue {
  const result: MappedCatalogue = {
    rows: [],
    unmapped: { degree: [], studyField: [], duration: [], intakes: [], fee: [] },
    notes: [],
    aliases: [],
  };
  const mapped: Array<Mapped & { rowNumber: number }> = [];
  const firstRowOfKey = new Map<string, number>();
  const shared = valueSharing();
  for (const row of resolveDittoMarks(rows, result.notes)) {
    const name = cleanProgramName(row.values.name ?? '');
    const university = cleanText(row.values.university);
    if (!name || isBlank(name) || !university || isBlank(university)) {
      const missing = [
        !name || isBlank(name) ? 'program name' : null,
        !university || isBlank(university) ? 'university' : null,
      ];
      result.rows.push({
        status: 'rejected',
        rowNumber: row.rowNumber,
        reason: `No ${missing.filter(Boolean).join(' and no ')}`,
      });
      continue;
    }
    const { program, durationFromText } = mapRow(row, result.unmapped, result.notes);
    const entry = { program: shared(program), durationFromText, rowNumber: row.rowNumber };
    if (entry.program.university !== university)
      countAlias(result.aliases, university, entry.program.university);
    const duplicateOf = firstRowOfKey.get(entry.program.sourceKey);
    if (duplicateOf !== undefined) {
      result.rows.push({
        status: 'duplicate',
        rowNumber: row.rowNumber,
        duplicateOf,
        program: entry.program,
      });
      continue;
    }
    firstRowOfKey.set(entry.program.sourceKey, row.rowNumber);
    mapped.push(entry);
    result.rows.push({ status: 'ok', rowNumber: row.rowNumber, program: entry.program });
  }
  inferMissingDurations(mapped, result);
  return result;
}
