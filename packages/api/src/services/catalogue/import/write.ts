import { queries, type DB, type Executor, type ProgramRow, type Transaction } from '@uniguide/db';
import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  DEFAULT_REQUIREMENTS,
  normaliseKey,
  type CatalogueProgram,
  type MappedCatalogue,
} from '@uniguide/domain';

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

/**
 * Looked up in slices so a statement never carries an unbounded list of parameters, and (on the
 * embedded database, whose one session other requests wait for) never holds it for long.
 */
const LOOKUP_SLICE = 100;
/** Rows compared with the catalogue between two turns of the event loop. */
const COMPARE_SLICE = 500;

function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((item, i) => item === b[i]);
  return a === b;
}

/** The row's values of the columns the import owns (IMPORTED_FIELDS), its university resolved to an id. */
function importedValues(program: CatalogueProgram, universityId: number): ImportedValues {
  const values = { ...program, universityId };
  return Object.fromEntries(
    IMPORTED_FIELDS.map((field) => [field, values[field]]),
  ) as ImportedValues;
}

/** What an import would change, worked out by reading only; `applyCataloguePlan` writes it. */
export interface CataloguePlan {
  /** University id by normalised name; the ones to create are added when they are written. */
  universityIdByKey: Map<string, number>;
  universitiesToCreate: string[];
  universitiesMatched: number;
  /** The programs to create: the mapped program itself, its columns made when it is written. */
  creates: Array<{ universityKey: string; program: CatalogueProgram }>;
  updates: Array<{
    rowNumber: number;
    programId: number;
    universityKey: string;
    fields: ImportedField[];
    values: Partial<ImportedValues>;
  }>;
  unchanged: number;
}

/**
 * Compares the mapped rows with the catalogue: universities by name (ignoring case and spacing),
 * programs by their import key. A program whose imported columns all equal the row's values is left
 * alone, so importing the same file twice changes nothing.
 */
export async function planCatalogueWrite(
  db: Executor,
  mapped: MappedCatalogue,
): Promise<CataloguePlan> {
  const entries = mapped.rows.flatMap((row) => (row.status === 'ok' ? [row] : []));

  const universityIdByKey = new Map<string, number>();
  for (const row of await queries.catalogue.listUniversityRows(db))
    universityIdByKey.set(normaliseKey(row.name), row.id);
  // One key string per institution, not one per row: a plan holds a key for every program it
  // creates (the mapping shares each institution's name, docs/product.md §12).
  const keyOfUniversity = new Map<string, string>();
  const universityKeyOf = (name: string) => {
    let key = keyOfUniversity.get(name);
    if (key === undefined) keyOfUniversity.set(name, (key = normaliseKey(name)));
    return key;
  };
  // Each university once, by its normalised name (the last row naming it wins), in slices.
  const wanted = new Map<string, (typeof entries)[number]>();
  for (const [index, entry] of entries.entries()) {
    if (index > 0 && index % COMPARE_SLICE === 0) await nextTurn();
    wanted.set(universityKeyOf(entry.program.university), entry);
  }
  const universitiesToCreate = [...wanted.entries()]
    .filter(([key]) => !universityIdByKey.has(key))
    .map(([, entry]) => entry.program.university);

  const existing = new Map<string, ProgramRow>();
  const keys = entries.map((entry) => entry.program.sourceKey);
  for (let start = 0; start < keys.length; start += LOOKUP_SLICE) {
    for (const row of await queries.catalogue.findProgramsBySourceKeys(
      db,
      keys.slice(start, start + LOOKUP_SLICE),
    )) {
      if (row.sourceKey) existing.set(row.sourceKey, row);
    }
    await nextTurn();
  }

  const plan: CataloguePlan = {
    universityIdByKey,
    universitiesToCreate,
    universitiesMatched: wanted.size - universitiesToCreate.length,
    creates: [],
    updates: [],
    unchanged: 0,
  };
  for (const [index, entry] of entries.entries()) {
    // Other requests run between slices of a large file's comparison (docs/product.md §12).
    if (index > 0 && index % COMPARE_SLICE === 0) await nextTurn();
    const universityKey = universityKeyOf(entry.program.university);
    const current = existing.get(entry.program.sourceKey);
    if (!current) {
      plan.creates.push({ universityKey, program: entry.program });
      continue;
    }
    // A university still to be created has no id yet: its programs are new or move to it.
    const universityId = universityIdByKey.get(universityKey) ?? -1;
    const values = importedValues(entry.program, universityId);
    const changed = IMPORTED_FIELDS.filter((field) => !sameValue(current[field], values[field]));
    if (changed.length === 0) {
      plan.unchanged += 1;
      continue;
    }
    plan.updates.push({
      rowNumber: entry.rowNumber,
      programId: current.id,
      universityKey,
      fields: changed,
      values: Object.fromEntries(changed.map((field) => [field, values[field]])),
    });
  }
  return plan;
}

/** What the report says about a plan, whether or not it was written. */
export function outcomeOf(plan: CataloguePlan): WriteOutcome {
  return {
    created: plan.creates.length,
    updated: plan.updates.map(({ rowNumber, programId, fields }) => ({
      rowNumber,
      programId,
      fields,
    })),
    unchanged: plan.unchanged,
    universitiesCreated: plan.universitiesToCreate,
    universitiesMatched: plan.universitiesMatched,
  };
}

/** One part of writing a plan: a few statements, small enough to run between other requests' queries. */
export type WriteStep = (trx: Transaction<DB>) => Promise<void>;

/**
 * The writes of a plan as steps, in order: the missing universities first (their ids are needed by the
 * rest), a few per step, then the new programs and the changed ones, `rowsPerStep` at a time. No
 * statement binds more than a bounded number of parameters, however many rows the file has. Run them all in one
 * transaction, or each in its own (decision 032).
 */
export function writeSteps(plan: CataloguePlan, rowsPerStep: number): WriteStep[] {
  const idOf = (universityKey: string) => {
    const id = plan.universityIdByKey.get(universityKey);
    if (id === undefined) throw new Error(`University ${universityKey} was not written`);
    return id;
  };
  const steps: WriteStep[] = [];
  // Three statements per university step whatever its size (universities, their lists, the lists'
  // items), against one per program in a program step: a step takes four times as many.
  const universitiesPerStep = rowsPerStep * 4;
  for (let start = 0; start < plan.universitiesToCreate.length; start += universitiesPerStep) {
    const names = plan.universitiesToCreate.slice(start, start + universitiesPerStep);
    steps.push(async (trx) => {
      const inserted = await queries.catalogue.insertUniversities(
        trx,
        names.map((name) => ({ name })),
      );
      for (const row of inserted) plan.universityIdByKey.set(normaliseKey(row.name), row.id);
      // New universities start with the default required documents (decision 024).
      await queries.documents.insertDefaultRequirementLists(
        trx,
        inserted.map((row) => row.id),
        DEFAULT_REQUIREMENTS,
      );
    });
  }
  for (let start = 0; start < plan.creates.length; start += rowsPerStep) {
    const slice = plan.creates.slice(start, start + rowsPerStep);
    steps.push(async (trx) => {
      await queries.catalogue.insertPrograms(
        trx,
        slice.map(({ universityKey, program }) => ({
          ...importedValues(program, idOf(universityKey)),
          sourceKey: program.sourceKey,
        })),
      );
    });
  }
  for (let start = 0; start < plan.updates.length; start += rowsPerStep) {
    const slice = plan.updates.slice(start, start + rowsPerStep);
    steps.push(async (trx) => {
      for (const update of slice) {
        const values = update.fields.includes('universityId')
          ? { ...update.values, universityId: idOf(update.universityKey) }
          : update.values;
        await queries.catalogue.updateProgram(trx, update.programId, values);
      }
    });
  }
  return steps;
}
