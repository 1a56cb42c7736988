import {
  DEGREE_LEVELS,
  DOCUMENT_TYPES,
  DURATIONS,
  GENDERS,
  QUALIFICATIONS,
  STUDY_FIELDS,
} from '@uniguide/domain';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '../schema';
import { HEAVY_AGENTS, type ScaleTier } from './tiers';
import {
  COUNTRIES,
  EMIRATES,
  FIRST_NAMES,
  LAST_NAMES,
  NATIONALITIES,
  PROGRAM_VARIANTS,
  STATUS_SLOTS,
  SUBJECTS,
  textArray,
} from './words';

/** Rows per INSERT … SELECT: large enough to stay set-based, small enough to report progress. */
const BATCH = 100_000;

/** Name prefixes in DEGREE_LEVELS order, so a program's name agrees with its degree. */
const DEGREE_PREFIXES = ['Bachelor of', 'Master of', 'PhD in', 'Diploma in'];

export const SCALE_ADMIN_USERNAME = 'scale-admin@bench.test';
/** Not an argon2 hash: scale accounts exist to be listed and counted, never to sign in. */
const UNUSABLE_PASSWORD_HASH = '!scale-account';

export interface SeedStep {
  table: string;
  rows: number;
  ms: number;
}

export interface ScaleIds {
  adminId: number;
  /** Agents are `firstAgentId … firstAgentId + agents - 1`; the first HEAVY_AGENTS hold a tenth of all applications. */
  firstAgentId: number;
  firstProgramId: number;
  firstApplicationId: number;
}

export interface ScaleSeedResult {
  tier: ScaleTier;
  ids: ScaleIds;
  counts: Record<string, number>;
  steps: SeedStep[];
}

/**
 * Fills an empty, migrated database with a tier of synthetic data using set-based SQL only
 * (`INSERT … SELECT generate_series(…)`), so a million applications load in minutes rather than hours.
 * Every value is derived from the row number: two runs of a tier produce the same data.
 */
export async function seedScale(
  db: Kysely<DB>,
  tier: ScaleTier,
  onStep: (step: SeedStep) => void = () => {},
): Promise<ScaleSeedResult> {
  const existing = await db
    .selectFrom('programs')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  if (Number(existing.count) > 0)
    throw new Error('seedScale needs an empty database (programs already has rows)');

  const steps: SeedStep[] = [];
  const run = async (table: string, rows: number, statement: RawBuilder<unknown>) => {
    const started = performance.now();
    await statement.execute(db);
    const step = { table, rows, ms: Math.round(performance.now() - started) };
    steps.push(step);
    onStep(step);
  };

  await run('universities', tier.universities, universitiesSql(tier));
  const firstUniversityId = await firstIdOf(db, 'universities', tier.universities);

  await run('users (admin)', 1, adminSql());
  await run('users (agents)', tier.agents, agentsSql(tier));
  const admin = await db
    .selectFrom('users')
    .select('id')
    .where('username', '=', SCALE_ADMIN_USERNAME)
    .executeTakeFirstOrThrow();
  const firstAgentId = await firstIdOf(db, 'users', tier.agents, admin.id);

  for (const [from, to] of batches(tier.programs)) {
    await run('programs', to - from + 1, programsSql(tier, from, to, firstUniversityId));
  }
  const firstProgramId = await firstIdOf(db, 'programs', tier.programs);

  for (const [from, to] of batches(tier.applications)) {
    await run(
      'applications',
      to - from + 1,
      applicationsSql(tier, from, to, firstAgentId, firstProgramId),
    );
  }
  const firstApplicationId = await firstIdOf(db, 'applications', tier.applications);

  for (const [from, to] of batches(tier.applications)) {
    const lo = firstApplicationId + from - 1;
    const hi = firstApplicationId + to - 1;
    await run('application_status_history', to - from + 1, historySql(lo, hi, admin.id));
    await run('documents', to - from + 1, documentsSql(lo, hi));
  }

  // Fresh statistics and visibility map: without them the planner guesses and index-only scans cannot skip the heap.
  await run(
    'vacuum analyze',
    0,
    sql`VACUUM (ANALYZE) universities, users, programs, applications, application_status_history, documents`,
  );

  return {
    tier,
    ids: { adminId: admin.id, firstAgentId, firstProgramId, firstApplicationId },
    counts: await countRows(db),
    steps,
  };
}

function* batches(total: number): Generator<[number, number]> {
  for (let from = 1; from <= total; from += BATCH) yield [from, Math.min(total, from + BATCH - 1)];
}

/**
 * The first id of a freshly loaded table. The generator's arithmetic assumes one INSERT produced a contiguous
 * id range, so that is checked rather than assumed. `after` skips rows inserted earlier (the admin account).
 */
async function firstIdOf(
  db: Kysely<DB>,
  table: 'universities' | 'users' | 'programs' | 'applications',
  expected: number,
  after = 0,
): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => [eb.fn.min<number>('id').as('first'), eb.fn.max<number>('id').as('last')])
    .where('id', '>', after)
    .executeTakeFirstOrThrow();
  const first = Number(row.first);
  const last = Number(row.last);
  if (last - first + 1 !== expected) {
    throw new Error(
      `${table} ids are not one contiguous range of ${expected} (got ${first}…${last})`,
    );
  }
  return first;
}

async function countRows(db: Kysely<DB>): Promise<Record<string, number>> {
  const result = await sql<Record<string, number>>`
    SELECT
      (SELECT count(*) FROM universities) AS universities,
      (SELECT count(*) FROM programs) AS programs,
      (SELECT count(*) FROM users WHERE role = 'agent') AS agents,
      (SELECT count(*) FROM applications) AS applications,
      (SELECT count(*) FROM application_status_history) AS "statusHistory",
      (SELECT count(*) FROM documents) AS documents`.execute(db);
  const row = result.rows[0] ?? {};
  return Object.fromEntries(Object.entries(row).map(([key, value]) => [key, Number(value)]));
}

function universitiesSql(tier: ScaleTier): RawBuilder<unknown> {
  return sql`
    INSERT INTO universities (name, location, emirate, description)
    SELECT 'Scale University ' || lpad(g::text, 4, '0'),
           e.emirate || ', UAE',
           e.emirate,
           'Synthetic institution for scale measurements.'
    FROM generate_series(1, ${sql.lit(tier.universities)}) AS g
    CROSS JOIN LATERAL (SELECT (${textArray(EMIRATES)})[1 + g % ${sql.lit(EMIRATES.length)}] AS emirate) AS e`;
}

function adminSql(): RawBuilder<unknown> {
  return sql`
    INSERT INTO users (username, password_hash, first_name, last_name, role)
    VALUES (${sql.lit(SCALE_ADMIN_USERNAME)}, ${sql.lit(UNUSABLE_PASSWORD_HASH)}, 'Scale', 'Admin', 'admin')`;
}

function agentsSql(tier: ScaleTier): RawBuilder<unknown> {
  return sql`
    INSERT INTO users (username, password_hash, first_name, last_name, agency_name, country, phone_number,
                       role, active, created_at, updated_at)
    SELECT 'scale-agent-' || lpad(g::text, 6, '0') || '@bench.test',
           ${sql.lit(UNUSABLE_PASSWORD_HASH)},
           (${textArray(FIRST_NAMES)})[1 + g % ${sql.lit(FIRST_NAMES.length)}],
           (${textArray(LAST_NAMES)})[1 + (g / ${sql.lit(FIRST_NAMES.length)}) % ${sql.lit(LAST_NAMES.length)}],
           'Agency ' || g,
           (${textArray(COUNTRIES)})[1 + g % ${sql.lit(COUNTRIES.length)}],
           '+971 4 ' || lpad(g::text, 7, '0'),
           'agent',
           g % 50 <> 0,
           now() - (g % 1000) * interval '1 day',
           now() - (g % 1000) * interval '1 day'
    FROM generate_series(1, ${sql.lit(tier.agents)}) AS g`;
}

function programsSql(
  tier: ScaleTier,
  from: number,
  to: number,
  firstUniversityId: number,
): RawBuilder<unknown> {
  const programs = tier.programs;
  return sql`
    INSERT INTO programs (university_id, name, degree, degree_raw, study_field, study_field_raw, duration,
                          duration_raw, tuition_text, tuition_aed, intakes, intakes_raw, requirements, description,
                          language, has_scholarship, scholarship_details, hidden, search_text, source_key)
    SELECT p.university_id, p.name, p.degree, p.degree, p.study_field, p.study_field, p.duration, p.duration,
           CASE WHEN p.tuition IS NULL THEN 'Contact the university'
                ELSE 'AED ' || to_char(p.tuition, 'FM999,999') || ' per year' END,
           p.tuition, p.intakes, array_to_string(p.intakes, ', '),
           ARRAY['High school certificate or equivalent', 'IELTS 6.0 or equivalent'],
           'Synthetic program ' || p.g || ' for scale measurements.',
           'English',
           p.g % 4 = 0,
           CASE WHEN p.g % 4 = 0 THEN 'Merit scholarship up to 25%' END,
           p.g % 100 = 0,
           -- The expression refreshProgramSearchText writes (queries/programs.ts), raw field = canonical here.
           lower(concat_ws(' ', p.name, u.name, p.study_field, p.study_field)),
           'scale:' || p.g
    FROM (
      SELECT g,
             ${sql.lit(firstUniversityId)} + g % ${sql.lit(tier.universities)} AS university_id,
             (${textArray(DEGREE_LEVELS)})[1 + g % 4] AS degree,
             (${textArray(STUDY_FIELDS)})[1 + (g / 4) % ${sql.lit(STUDY_FIELDS.length)}] AS study_field,
             (${textArray(DURATIONS)})[1 + ((g % ${sql.lit(programs)}) * 7) % ${sql.lit(DURATIONS.length)}] AS duration,
             CASE WHEN g % 17 = 0 THEN NULL ELSE 15000 + ((g % 186) * 37 % 186) * 1000 END AS tuition,
             CASE WHEN g % 3 = 0 THEN ARRAY['September', 'January'] ELSE ARRAY['September'] END AS intakes,
             (${textArray(DEGREE_PREFIXES)})[1 + g % 4] || ' '
               || (${textArray(SUBJECTS)})[1 + (g / 20) % ${sql.lit(SUBJECTS.length)}]
               || (${textArray(PROGRAM_VARIANTS)})[1 + (g / 7) % ${sql.lit(PROGRAM_VARIANTS.length)}] AS name
      FROM generate_series(${sql.lit(from)}, ${sql.lit(to)}) AS g
    ) AS p
    JOIN universities AS u ON u.id = p.university_id`;
}

function applicationsSql(
  tier: ScaleTier,
  from: number,
  to: number,
  firstAgentId: number,
  firstProgramId: number,
): RawBuilder<unknown> {
  const total = tier.applications;
  const later = `'submitted-to-university', 'accepted-conditional-offer', 'accepted-payment-pending',
    'payment-clearing', 'approved', 'completed'`;
  return sql`
    INSERT INTO applications (user_id, program_id, student_first_name, student_last_name, student_email,
                              student_phone, student_date_of_birth, student_nationality, student_gender,
                              highest_qualification, qualification_name, institution_name, graduation_year, cgpa,
                              intake_date, status, rejection_reason, payment_confirmation,
                              submitted_to_university_date, conditional_offer_terms, last_action_by, submitted_at,
                              created_at, updated_at)
    SELECT a.user_id, a.program_id, a.first_name, a.last_name,
           lower(a.first_name || '.' || a.last_name || a.g || '@student.test'),
           '+971 50 ' || lpad((a.g % 10000000)::text, 7, '0'),
           date '1994-01-01' + a.g % 3650,
           (${textArray(NATIONALITIES)})[1 + a.g % ${sql.lit(NATIONALITIES.length)}],
           (${textArray(GENDERS)})[1 + a.g % ${sql.lit(GENDERS.length)}],
           (${textArray(QUALIFICATIONS)})[1 + a.g % ${sql.lit(QUALIFICATIONS.length)}],
           'Secondary School Certificate',
           'Institution ' || a.g % 500,
           (2015 + a.g % 10)::text,
           round(2 + (a.g % 21) * 0.1, 1)::text,
           'September 2026',
           a.status,
           CASE WHEN a.status = 'rejected' THEN 'Entry requirements not met' END,
           a.status IN ('payment-clearing', 'approved', 'completed'),
           CASE WHEN a.status IN (${sql.raw(later)}) THEN a.created_at + interval '3 days' END,
           CASE WHEN a.status = 'accepted-conditional-offer' THEN 'Final transcripts before enrolment' END,
           a.user_id,
           CASE WHEN a.status <> 'draft' THEN a.created_at + interval '1 hour' END,
           a.created_at,
           least(now(), a.created_at + (a.g % 720) * interval '1 hour')
    FROM (
      SELECT g,
             CASE WHEN g % 10 = 0 THEN ${sql.lit(firstAgentId)} + (g / 10) % ${sql.lit(HEAVY_AGENTS)}
                  ELSE ${sql.lit(firstAgentId)} + g % ${sql.lit(tier.agents)} END AS user_id,
             ${sql.lit(firstProgramId)} + ((g % ${sql.lit(tier.programs)}) * 7919) % ${sql.lit(tier.programs)}
               AS program_id,
             (${textArray(FIRST_NAMES)})[1 + g % ${sql.lit(FIRST_NAMES.length)}] AS first_name,
             (${textArray(LAST_NAMES)})[1 + (g / ${sql.lit(FIRST_NAMES.length)}) % ${sql.lit(LAST_NAMES.length)}]
               AS last_name,
             (${textArray(STATUS_SLOTS)})[1 + ((g % 20) * 13) % 20] AS status,
             -- Ids grow with time, spread over the last year, as a live system's would.
             now() - ((${sql.lit(total)} - g)::bigint * 525600 / ${sql.lit(total)}) * interval '1 minute'
               AS created_at
      FROM generate_series(${sql.lit(from)}, ${sql.lit(to)}) AS g
    ) AS a`;
}

/** One row per move: created as draft, submitted by the agent, then moved on by an admin. */
function historySql(lo: number, hi: number, adminId: number): RawBuilder<unknown> {
  return sql`
    INSERT INTO application_status_history (application_id, from_status, to_status, notes, changed_by, created_at)
    SELECT id, NULL, 'draft', 'Application created', user_id, created_at
    FROM applications WHERE id BETWEEN ${sql.lit(lo)} AND ${sql.lit(hi)}
    UNION ALL
    SELECT id, 'draft', 'submitted', 'Submitted by agent', user_id, submitted_at
    FROM applications WHERE id BETWEEN ${sql.lit(lo)} AND ${sql.lit(hi)} AND status <> 'draft'
    UNION ALL
    SELECT id, 'submitted', status, 'Reviewed', ${sql.lit(adminId)}, updated_at
    FROM applications
    WHERE id BETWEEN ${sql.lit(lo)} AND ${sql.lit(hi)} AND status NOT IN ('draft', 'submitted')`;
}

/** Zero to three documents per application (metadata only: scale runs measure queries, not storage). */
function documentsSql(lo: number, hi: number): RawBuilder<unknown> {
  const types = DOCUMENT_TYPES.slice(0, 3);
  const names = ['passport.pdf', 'transcript.pdf', 'ielts-certificate.pdf'];
  return sql`
    INSERT INTO documents (application_id, user_id, document_type, filename, original_filename, file_size,
                           mime_type, storage_driver, uploaded_at, updated_at)
    SELECT a.id, a.user_id, (${textArray(types)})[k], 'scale/' || a.id || '-' || k,
           (${textArray(names)})[k], 50000 + (a.id % 1000) * 9000, 'application/pdf', 'disk',
           a.created_at + k * interval '1 minute', a.created_at + k * interval '1 minute'
    FROM applications AS a
    CROSS JOIN LATERAL generate_series(1, a.id % 4) AS k
    WHERE a.id BETWEEN ${sql.lit(lo)} AND ${sql.lit(hi)}`;
}
