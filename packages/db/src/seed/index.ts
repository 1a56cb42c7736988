import { sql, type Kysely } from 'kysely';
import type { Executor } from '../executor';
import { insertPrograms, type ProgramValues } from '../queries/catalogue/programs';
import { DEFAULT_REQUIREMENTS } from '@uniguide/domain';
import { insertDefaultRequirementLists } from '../queries/documents/requirements';
import { countUniversities, insertUniversities } from '../queries/catalogue/universities';
import type { DB } from '../schema';
import { sampleCommissionTerms } from './commission-terms';
import { generatePrograms, universityDescription } from './generator';
import { SAMPLE_UNIVERSITIES } from './universities';

export { SAMPLE_UNIVERSITIES, type SampleUniversity } from './universities';
export { generatePrograms, ILLUSTRATIVE, type SampleProgram } from './generator';
export { sampleCommissionTerms } from './commission-terms';

/** One advisory lock for every bulk catalogue write: the seed and imports never interleave. */
const CATALOGUE_LOCK = 734_001;

/**
 * Takes the catalogue lock until the transaction ends, so two first starts (or two imports) on one
 * database run one after the other instead of racing on the unique names and import keys.
 */
export async function lockCatalogue(trx: Executor): Promise<void> {
  await sql`select pg_advisory_xact_lock(${CATALOGUE_LOCK})`.execute(trx);
}

export interface SeedResult {
  universities: number;
  programs: number;
}

/**
 * Seeds the sample catalogue (docs/product.md §4) when the catalogue is empty: 31 real UAE institutions
 * with generated, clearly illustrative programs. Runs in one transaction; a non-empty catalogue is
 * left alone and the result counts zero.
 */
export async function seedCatalogue(db: Kysely<DB>): Promise<SeedResult> {
  return db.transaction().execute(async (trx) => {
    await lockCatalogue(trx);
    if ((await countUniversities(trx)) > 0) return { universities: 0, programs: 0 };

    const universities = await insertUniversities(
      trx,
      SAMPLE_UNIVERSITIES.map((university) => ({
        name: university.name,
        location: `${university.city}, ${university.emirate}`,
        emirate: university.emirate,
        imageUrl: `/images/universities/${university.slug}.svg`,
        logoUrl: `/images/universities/${university.slug}.svg`,
        website: null,
        description: universityDescription(university),
        ...sampleCommissionTerms(university.slug),
      })),
    );
    const idByName = new Map(universities.map((row) => [row.name, row.id]));
    const programs: ProgramValues[] = SAMPLE_UNIVERSITIES.flatMap((university) =>
      generatePrograms(university).map((program) => ({
        universityId: idByName.get(university.name)!,
        name: program.name,
        degree: program.degree,
        degreeRaw: program.degree,
        studyField: program.studyField,
        studyFieldRaw: program.studyField,
        duration: program.duration,
        durationRaw: program.durationRaw,
        tuitionText: program.tuitionText,
        tuitionAed: program.tuitionAed,
        intakes: program.intakes,
        intakesRaw: program.intakesRaw,
        requirements: program.requirements,
        description: program.description,
        language: program.language,
        hasScholarship: program.hasScholarship,
        scholarshipDetails: program.scholarshipDetails,
        imageUrl: null,
        sourceKey: program.sourceKey,
      })),
    );
    const ids = await insertPrograms(trx, programs);
    await insertDefaultRequirementLists(
      trx,
      universities.map((row) => row.id),
      DEFAULT_REQUIREMENTS,
    );
    return { universities: universities.length, programs: ids.length };
  });
}
