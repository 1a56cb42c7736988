import { queries, type ProgramRow, type Transaction, type DB } from '@uniguide/db';
import { normaliseKey, type CatalogueProgram, type MappedCatalogue } from '@uniguide/domain';

/** The program columns an import owns; admin-managed ones (description, image, hidden) are left alone. */
const IMPORTED_FIELDS = [
  'universityId',
  'name',
  'degree',
  'degreeRaw',
  'studyField',
  'studyFieldRaw',
  'duration',
  'durationRaw',
  'tuitionText',
  'tuitionAed',
  'intakes',
  'intakesRaw',
  'requirements',
  'language',
  'hasScholarship',
  'scholarshipDetails',
] as const;
type ImportedField = (typeof IMPORTED_FIELDS)[number];
type ImportedValues = Pick<ProgramRow, ImportedField>;

export interface WriteOutcome {
  created: number;
  updated: Array<{ rowNumber: number; programId: number; fields: ImportedField[] }>;
  unchanged: number;
  universitiesCreated: string[];
  universitiesMatched: number;
}

/** Looked up in slices so a statement never carries an unbounded list of parameters. */
const LOOKUP_SLICE = 500;

function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((item, i) => item === b[i]);
  return a === b;
}

function importedValues(program: CatalogueProgram, universityId: number): ImportedValues {
  return {
    universityId,
    name: program.name,
    degree: program.degree,
    degreeRaw: program.degreeRaw,
    studyField: program.studyField,
    studyFieldRaw: program.studyFieldRaw,
    duration: program.duration,
    durationRaw: program.durationRaw,
    tuitionText: program.tuitionText,
    tuitionAed: program.tuitionAed,
    intakes: program.intakes,
    intakesRaw: program.intakesRaw,
    requirements: program.requirements,
    language: program.language,
    hasScholarship: program.hasScholarship,
    scholarshipDetails: program.scholarshipDetails,
  };
}

/** Universities by name, ignoring case and spacing; the missing ones are created. */
async function resolveUniversities(
  trx: Transaction<DB>,
  names: string[],
): Promise<{ idByKey: Map<string, number>; created: string[]; matched: number }> {
  const idByKey = new Map<string, number>();
  for (const row of await queries.listUniversityRows(trx))
    idByKey.set(normaliseKey(row.name), row.id);
  const wanted = new Map(names.map((name) => [normaliseKey(name), name]));
  const missing = [...wanted.entries()]
    .filter(([key]) => !idByKey.has(key))
    .map(([, name]) => name);
  const inserted = await queries.insertUniversities(
    trx,
    missing.map((name) => ({ name })),
  );
  for (const row of inserted) idByKey.set(normaliseKey(row.name), row.id);
  return {
    idByKey,
    created: inserted.map((row) => row.name),
    matched: wanted.size - missing.length,
  };
}

/**
 * Creates or updates the mapped programs by their import key. A program whose imported columns all
 * equal the row's values is not touched, so importing the same file twice changes nothing.
 */
export async function writeCatalogue(
  trx: Transaction<DB>,
  mapped: MappedCatalogue,
): Promise<WriteOutcome> {
  const entries = mapped.rows.flatMap((row) => (row.status === 'ok' ? [row] : []));
  const universities = await resolveUniversities(
    trx,
    entries.map((entry) => entry.program.university),
  );

  const existing = new Map<string, ProgramRow>();
  const keys = entries.map((entry) => entry.program.sourceKey);
  for (let start = 0; start < keys.length; start += LOOKUP_SLICE) {
    for (const row of await queries.findProgramsBySourceKeys(
      trx,
      keys.slice(start, start + LOOKUP_SLICE),
    )) {
      if (row.sourceKey) existing.set(row.sourceKey, row);
    }
  }

  const toCreate: queries.ProgramValues[] = [];
  const outcome: WriteOutcome = {
    created: 0,
    updated: [],
    unchanged: 0,
    universitiesCreated: universities.created,
    universitiesMatched: universities.matched,
  };
  for (const entry of entries) {
    const universityId = universities.idByKey.get(normaliseKey(entry.program.university))!;
    const values = importedValues(entry.program, universityId);
    const current = existing.get(entry.program.sourceKey);
    if (!current) {
      toCreate.push({ ...values, sourceKey: entry.program.sourceKey });
      continue;
    }
    const changed = IMPORTED_FIELDS.filter((field) => !sameValue(current[field], values[field]));
    if (changed.length === 0) {
      outcome.unchanged += 1;
      continue;
    }
    await queries.updateProgram(
      trx,
      current.id,
      Object.fromEntries(changed.map((field) => [field, values[field]])),
    );
    outcome.updated.push({ rowNumber: entry.rowNumber, programId: current.id, fields: changed });
  }
  outcome.created = (await queries.insertPrograms(trx, toCreate)).length;
  return outcome;
}
