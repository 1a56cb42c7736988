import {
  DEGREE_LEVELS,
  DOCUMENT_TYPES,
  DURATIONS,
  EXPIRY_NOTIFY_DAYS,
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
  /** Students are `firstStudentId …`; student n belongs to the agent `studentAgent(n)` picks. */
  firstStudentId: number;
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

  for (const [from, to] of batches(tier.students)) {
    await run('students', to - from + 1, studentsSql(tier, from, to, firstAgentId));
  }
  const firstStudentId = await firstIdOf(db, 'students', tier.students);
  // Statistics before the next steps join on the freshly loaded rows; without them the planner sees
  // empty tables and may scan a million rows per student.
  await run('analyze students', 0, sql`ANALYZE students`);

  for (const [from, to] of batches(tier.applications)) {
    await run(
      'applications',
      to - from + 1,
      applicationsSql(tier, from, to, firstStudentId, firstProgramId),
    );
  }
  const firstApplicationId = await firstIdOf(db, 'applications', tier.applications);
  await run('analyze applications', 0, sql`ANALYZE applications`);

  for (const [from, to] of batches(tier.applications)) {
    const lo = firstApplicationId + from - 1;
    const hi = firstApplicationId + to - 1;
    await run('application_status_history', to - from + 1, historySql(lo, hi, admin.id));
    await run('commissions', to - from + 1, commissionsSql(lo, hi));
  }
  for (const [from, to] of batches(tier.students)) {
    const lo = firstStudentId + from - 1;
    const hi = firstStudentId + to - 1;
    await run(
      'documents',
      to - from + 1,
      documentsSql(tier, lo, hi, { firstStudentId, firstApplicationId }),
    );
  }
  await run('analyze documents', 0, sql`ANALYZE documents`);
  for (const [from, to] of batches(tier.applications)) {
    const lo = firstApplicationId + from - 1;
    const hi = firstApplicationId + to - 1;
    await run('application_documents', to - from + 1, applicationDocumentsSql(lo, hi));
  }

  // Fresh statistics and visibility map: without them the planner guesses and index-only scans cannot skip the heap.
  await run(
    'vacuum analyze',
    0,
    sql`VACUUM (ANALYZE) universities, users, programs, students, applications, application_status_history,
      documents, application_documents, commissions`,
  );

  return {
    tier,
    ids: { adminId: admin.id, firstAgentId, firstProgramId, firstStudentId, firstApplicationId },
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
  table: 'universities' | 'users' | 'programs' | 'students' | 'applications',
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
      (SELECT count(*) FROM students) AS students,
      (SELECT count(*) FROM applications) AS applications,
      (SELECT count(*) FROM application_status_history) AS "statusHistory",
      (SELECT count(*) FROM documents) AS documents,
      (SELECT count(*) FROM application_documents) AS "applicationDocuments",
      (SELECT count(*) FROM commissions) AS commissions`.execute(db);
  const row = result.rows[0] ?? {};
  return Object.fromEntries(Object.entries(row).map(([key, value]) => [key, Number(value)]));
}

function universitiesSql(tier: ScaleTier): RawBuilder<unknown> {
  return sql`
    INSERT INTO universities (name, location, emirate, description, commission_rate_bps, payout_lag_days)
    SELECT 'Scale University ' || lpad(g::text, 4, '0'),
           e.emirate || ', UAE',
           e.emirate,
           'Synthetic institution for scale measurements.',
           500 + (g % 11) * 100,
           30 + (g % 5) * 30
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
                          language, has_scholarship, scholarship_details, hidden, search_text, source_key,
                          commission_rate_bps)
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
           -- The expression refreshProgramSearchText writes (queries/catalogue/programs.ts), raw field = canonical here.
           lower(concat_ws(' ', p.name, u.name, p.study_field, p.study_field)),
           'scale:' || p.g,
           CASE WHEN p.g % 10 = 0 THEN 1500 END
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

/**
 * Student n's agent: every tenth student (one with two applications) goes to one of the HEAVY_AGENTS big agencies, the rest spread
 * over all agents, so the big agencies hold a tenth of the students and of their applications.
 */
function studentAgent(tier: ScaleTier, firstAgentId: number, n: RawBuilder<unknown>) {
  return sql`CASE WHEN ${n} % 10 = 1 THEN ${sql.lit(firstAgentId)} + (${n} / 10) % ${sql.lit(HEAVY_AGENTS)}
                  ELSE ${sql.lit(firstAgentId)} + ${n} % ${sql.lit(tier.agents)} END`;
}

/** When student n's first application was created: ids grow with time over the last year, as a live system's would. */
function yearAgo(position: RawBuilder<unknown>, total: number) {
  return sql`now() - ((${sql.lit(total)} - ${position})::bigint * 525600 / ${sql.lit(total)}) * interval '1 minute'`;
}

/** One profile per agent + e-mail (the e-mail carries the student number, so it is unique). */
function studentsSql(
  tier: ScaleTier,
  from: number,
  to: number,
  firstAgentId: number,
): RawBuilder<unknown> {
  return sql`
    INSERT INTO students (user_id, first_name, last_name, email, phone, date_of_birth, nationality, gender,
                          highest_qualification, qualification_name, institution_name, graduation_year, cgpa,
                          created_at, updated_at)
    SELECT s.user_id, s.first_name, s.last_name,
           lower(s.first_name || '.' || s.last_name || s.n || '@student.test'),
           '+971 50 ' || lpad((s.n % 10000000)::text, 7, '0'),
           date '1994-01-01' + s.n % 3650,
           (${textArray(NATIONALITIES)})[1 + s.n % ${sql.lit(NATIONALITIES.length)}],
           (${textArray(GENDERS)})[1 + s.n % ${sql.lit(GENDERS.length)}],
           (${textArray(QUALIFICATIONS)})[1 + s.n % ${sql.lit(QUALIFICATIONS.length)}],
           'Secondary School Certificate',
           'Institution ' || s.n % 500,
           (2015 + s.n % 10)::text,
           round(2 + (s.n % 21) * 0.1, 1)::text,
           s.created_at,
           s.created_at
    FROM (
      SELECT n,
             ${studentAgent(tier, firstAgentId, sql.ref('n'))} AS user_id,
             (${textArray(FIRST_NAMES)})[1 + n % ${sql.lit(FIRST_NAMES.length)}] AS first_name,
             (${textArray(LAST_NAMES)})[1 + (n / ${sql.lit(FIRST_NAMES.length)}) % ${sql.lit(LAST_NAMES.length)}]
               AS last_name,
             ${yearAgo(sql.ref('n'), tier.students)} - interval '1 hour' AS created_at
      FROM generate_series(${sql.lit(from)}, ${sql.lit(to)}) AS n
    ) AS s`;
}

/**
 * Application g is for student 1 + (g - 1) × students ÷ applications: consecutive applications share a
 * student (one to two each), made by the student's agent, with the student's details as the snapshot.
 */
function applicationsSql(
  tier: ScaleTier,
  from: number,
  to: number,
  firstStudentId: number,
  firstProgramId: number,
): RawBuilder<unknown> {
  const later = `'submitted-to-university', 'accepted-conditional-offer', 'accepted-payment-pending',
    'payment-clearing', 'approved', 'completed'`;
  return sql`
    INSERT INTO applications (user_id, student_id, program_id, student_first_name, student_last_name,
                              student_email, student_phone, student_date_of_birth, student_nationality,
                              student_gender, highest_qualification, qualification_name, institution_name,
                              graduation_year, cgpa, intake_date, status, rejection_reason, payment_confirmation,
                              submitted_to_university_date, conditional_offer_terms, last_action_by, submitted_at,
                              created_at, updated_at)
    SELECT st.user_id, st.id, a.program_id, st.first_name, st.last_name, st.email, st.phone, st.date_of_birth,
           st.nationality, st.gender, st.highest_qualification, st.qualification_name, st.institution_name,
           st.graduation_year, st.cgpa,
           'September 2026',
           a.status,
           CASE WHEN a.status = 'rejected' THEN 'Entry requirements not met' END,
           a.status IN ('payment-clearing', 'approved', 'completed'),
           CASE WHEN a.status IN (${sql.raw(later)}) THEN a.created_at + interval '3 days' END,
           CASE WHEN a.status = 'accepted-conditional-offer' THEN 'Final transcripts before enrolment' END,
           st.user_id,
           CASE WHEN a.status <> 'draft' THEN a.created_at + interval '1 hour' END,
           a.created_at,
           least(now(), a.created_at + (a.g % 720) * interval '1 hour')
    FROM (
      SELECT g,
             ${sql.lit(firstStudentId)} + (g - 1)::bigint * ${sql.lit(tier.students)} / ${sql.lit(tier.applications)}
               AS student_id,
             ${sql.lit(firstProgramId)} + ((g % ${sql.lit(tier.programs)}) * 7919) % ${sql.lit(tier.programs)}
               AS program_id,
             (${textArray(STATUS_SLOTS)})[1 + ((g % 20) * 13) % 20] AS status,
             ${yearAgo(sql.ref('g'), tier.applications)} AS created_at
      FROM generate_series(${sql.lit(from)}, ${sql.lit(to)}) AS g
    ) AS a
    JOIN students AS st ON st.id = a.student_id
    ORDER BY a.g`;
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

/**
 * Zero to three documents on each student's file (metadata only: scale runs measure queries, not storage),
 * uploaded with the student's first application except for every seventh student (uploaded on the
 * student page). Passports and English certificates carry expiry dates spread from last quarter to four
 * years ahead; those already inside the notice window count as notified, as a running sweep leaves them.
 */
function documentsSql(
  tier: ScaleTier,
  lo: number,
  hi: number,
  ids: { firstStudentId: number; firstApplicationId: number },
): RawBuilder<unknown> {
  const { firstStudentId, firstApplicationId } = ids;
  const types = DOCUMENT_TYPES.slice(0, 3);
  const names = ['passport.pdf', 'transcript.pdf', 'ielts-certificate.pdf'];
  const expiring = `'passport', 'english-proficiency'`;
  return sql`
    INSERT INTO documents (student_id, application_id, user_id, document_type, filename, original_filename,
                           file_size, mime_type, storage_driver, expires_on, expiry_notified_at, uploaded_at,
                           updated_at)
    SELECT d.student_id, d.application_id, d.user_id, d.document_type, d.filename, d.original_filename,
           d.file_size, 'application/pdf', 'disk', d.expires_on,
           CASE WHEN d.expires_on <= current_date + ${sql.lit(EXPIRY_NOTIFY_DAYS)} THEN d.uploaded_at END,
           d.uploaded_at, d.uploaded_at
    FROM (
      SELECT st.id AS student_id,
             -- The student's first application: the smallest g of applicationsSql mapping to student n.
             CASE WHEN n % 7 <> 0
                  THEN ${sql.lit(firstApplicationId)} + ((n - 1)::bigint * ${sql.lit(tier.applications)} + ${sql.lit(tier.students - 1)}) / ${sql.lit(tier.students)}
             END AS application_id,
             st.user_id,
             (${textArray(types)})[k] AS document_type,
             'scale/' || st.id || '-' || k AS filename,
             (${textArray(names)})[k] AS original_filename,
             50000 + (st.id % 1000) * 9000 AS file_size,
             CASE WHEN (${textArray(types)})[k] IN (${sql.raw(expiring)})
                  THEN current_date - 90 + ((n * 37 + k * 101) % 1550)::int END AS expires_on,
             st.created_at + interval '1 hour' + k * interval '1 minute' AS uploaded_at
      FROM students AS st
      CROSS JOIN LATERAL (SELECT st.id - ${sql.lit(firstStudentId)} + 1 AS n) AS ordinal
      CROSS JOIN LATERAL generate_series(1, n % 4) AS k
      WHERE st.id BETWEEN ${sql.lit(lo)} AND ${sql.lit(hi)}
    ) AS d`;
}

/** Every application holds every document on its student's file (a passport serves them all). */
function applicationDocumentsSql(lo: number, hi: number): RawBuilder<unknown> {
  return sql`
    INSERT INTO application_documents (application_id, document_id, attached_at)
    SELECT a.id, d.id, greatest(a.created_at, d.uploaded_at)
    FROM applications AS a
    JOIN documents AS d ON d.student_id = a.student_id
    WHERE a.id BETWEEN ${sql.lit(lo)} AND ${sql.lit(hi)}`;
}

/**
 * A commission for every completed application, with the figures completion computes: first-year
 * tuition in fils, the program's rate or else its university's, the amount rounded half up to a fils
 * (domain commissionAmountFils), payout expected the university's lag after completion; a third each
 * pending, invoiced and paid.
 */
function commissionsSql(lo: number, hi: number): RawBuilder<unknown> {
  return sql`
    INSERT INTO commissions (application_id, user_id, university_id, program_id, tuition_fils, rate_bps,
                             amount_fils, status, earned_at, expected_payout_on, invoiced_at, paid_at,
                             created_at, updated_at)
    SELECT c.application_id, c.user_id, c.university_id, c.program_id, c.tuition_aed * 100, c.rate_bps,
           (c.tuition_aed::bigint * c.rate_bps + 50) / 100,
           (ARRAY['pending', 'invoiced', 'paid'])[1 + c.application_id % 3],
           c.earned_at,
           (c.earned_at AT TIME ZONE 'UTC')::date + c.payout_lag_days,
           CASE WHEN c.application_id % 3 > 0 THEN c.earned_at + interval '7 days' END,
           CASE WHEN c.application_id % 3 = 2 THEN c.earned_at + interval '30 days' END,
           c.earned_at, c.earned_at
    FROM (
      SELECT a.id AS application_id, a.user_id, p.university_id, p.id AS program_id, p.tuition_aed,
             coalesce(p.commission_rate_bps, u.commission_rate_bps) AS rate_bps, u.payout_lag_days,
             a.updated_at AS earned_at
      FROM applications AS a
      JOIN programs AS p ON p.id = a.program_id
      JOIN universities AS u ON u.id = p.university_id
      WHERE a.id BETWEEN ${sql.lit(lo)} AND ${sql.lit(hi)} AND a.status = 'completed'
    ) AS c`;
}
