import { sql, type Kysely } from 'kysely';

/**
 * From offer to enrolment (docs/decisions/039-uae-journey.md): visa checklists per nationality, and
 * each offer's journey to registration (its recorded stages, and whether it was withdrawn), and the
 * attestation and equivalency tracker of each application.
 *
 * The seeded lists are content an admin edits; where each item comes from is in docs/product.md §5.9.
 */

interface SeedItem {
  name: string;
  note: string;
  needsAttestation: boolean;
  under18Only: boolean;
  documentType: string | null;
}

const item = (
  name: string,
  note: string,
  extra: Partial<Omit<SeedItem, 'name' | 'note'>> = {},
): SeedItem => ({
  name,
  note,
  needsAttestation: false,
  under18Only: false,
  documentType: null,
  ...extra,
});

const CERTIFICATES = item(
  'School certificate (bachelor) or degree certificate (postgraduate), with transcripts',
  "Attested in the country of issue (education authority, then its foreign ministry, then the UAE embassy there), then by the UAE Ministry of Foreign Affairs; the UAE Ministry of Education's equivalency follows, by the end of the first semester.",
  { needsAttestation: true, documentType: 'transcript' },
);

const DEFAULT_ITEMS: SeedItem[] = [
  item(
    'Passport valid for at least six months',
    'Colour copy of the photo page. Some universities ask for twelve months: check the offer letter.',
    { documentType: 'passport' },
  ),
  item('Passport photos on a white background', 'As many as the university asks for.'),
  item('Unconditional offer letter', 'Issued by the university once every condition is met.', {
    documentType: 'other',
  }),
  item('Proof of tuition deposit and visa fee paid', 'The receipt from the university.', {
    documentType: 'other',
  }),
  item(
    'Medical insurance valid in the UAE',
    "The university's own plan or a policy it accepts, for the whole year.",
    { documentType: 'other' },
  ),
  CERTIFICATES,
  item(
    "Parent's no-objection letter",
    'For students under 18: signed by a parent and attested by the UAE embassy.',
    { needsAttestation: true, under18Only: true, documentType: 'other' },
  ),
  item(
    'Previous UAE visa and Emirates ID copies',
    'Only for students who lived in the UAE before.',
  ),
];

/** GCC citizens need no entry permit or student residence visa: only the certificates apply. */
const GCC_ITEMS: SeedItem[] = [
  item('Passport or national ID card', 'Colour copy.', { documentType: 'passport' }),
  CERTIFICATES,
];

const SYRIA_ITEMS: SeedItem[] = [
  ...DEFAULT_ITEMS,
  item(
    'Tenancy contract of the family in the UAE',
    'Colour copy, with a document showing the relation to the tenancy holder and a copy of their passport (asked of Syrian nationals by some universities).',
  ),
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE visa_checklists (
      country text PRIMARY KEY CHECK (country = 'default' OR country ~ '^[A-Z]{2}$'),
      items jsonb NOT NULL,
      updated_by integer REFERENCES users (id) ON DELETE SET NULL,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  const seeds: Array<[string, SeedItem[]]> = [
    ['default', DEFAULT_ITEMS],
    ['SY', SYRIA_ITEMS],
    ...['SA', 'KW', 'BH', 'OM', 'QA'].map((country): [string, SeedItem[]] => [country, GCC_ITEMS]),
  ];
  for (const [country, items] of seeds) {
    await sql`INSERT INTO visa_checklists (country, items)
      VALUES (${country}, ${JSON.stringify(items)}::jsonb)`.execute(db);
  }

  // One row per journey the admin team closed as withdrawn (no row: open).
  await sql`
    CREATE TABLE application_journeys (
      application_id integer PRIMARY KEY REFERENCES applications (id) ON DELETE CASCADE,
      withdrawn_at timestamptz NOT NULL,
      withdrawn_reason text NOT NULL,
      withdrawn_by integer REFERENCES users (id) ON DELETE SET NULL,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  // A recorded stage: done on a date (with an optional file and details) or skipped with a reason.
  await sql`
    CREATE TABLE journey_stages (
      application_id integer NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
      stage text NOT NULL CHECK (stage IN ('offer-accepted', 'visa-file-complete',
        'entry-permit-applied', 'entry-permit-issued', 'arrived', 'medical-done', 'biometrics-done',
        'emirates-id-issued', 'registered')),
      state text NOT NULL CHECK (state IN ('done', 'skipped')),
      done_on date,
      skip_reason text,
      document_id integer REFERENCES documents (id) ON DELETE SET NULL,
      details jsonb NOT NULL DEFAULT '{}',
      recorded_by integer REFERENCES users (id) ON DELETE SET NULL,
      recorded_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (application_id, stage),
      CHECK ((state = 'done') = (done_on IS NOT NULL)),
      CHECK ((state = 'skipped') = (skip_reason IS NOT NULL))
    )`.execute(db);
  // The reminders and the admin queue read stages by kind and date.
  await sql`CREATE INDEX journey_stages_stage_idx ON journey_stages (stage, done_on)`.execute(db);

  // The attestation and equivalency tracker of an application (no row: nothing recorded yet).
  await sql`
    CREATE TABLE application_attestations (
      application_id integer PRIMARY KEY REFERENCES applications (id) ON DELETE CASCADE,
      certificates jsonb NOT NULL,
      moe_application_number text,
      equivalency_deadline date,
      equivalency_recorded_on date,
      undertaking_signed boolean NOT NULL DEFAULT false,
      updated_by integer REFERENCES users (id) ON DELETE SET NULL,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX application_attestations_due_idx ON application_attestations
    (equivalency_deadline) WHERE equivalency_recorded_on IS NULL`.execute(db);

  // Journey reminders already sent: one row per application, kind and date reminded of, so a
  // reminder goes once per cluster and a new date (a corrected permit) arms it again.
  await sql`
    CREATE TABLE journey_reminders (
      application_id integer NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
      reminder text NOT NULL,
      sent_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (application_id, reminder)
    )`.execute(db);

  // A university's visa, insurance and deposit fee lines in AED, each with where it was read, and
  // whether 5% VAT applies to its tuition (null: not known).
  await sql`ALTER TABLE universities ADD COLUMN tuition_vat boolean`.execute(db);
  await sql`
    CREATE TABLE university_fee_lines (
      id serial PRIMARY KEY,
      university_id integer NOT NULL REFERENCES universities (id) ON DELETE CASCADE,
      label text NOT NULL,
      kind text NOT NULL CHECK (kind IN ('visa', 'insurance', 'deposit', 'other')),
      amount_fils bigint NOT NULL CHECK (amount_fils >= 0),
      refundable boolean NOT NULL DEFAULT false,
      applies_to text NOT NULL DEFAULT 'both' CHECK (applies_to IN ('both', 'in-country', 'from-abroad')),
      source text NOT NULL,
      position integer NOT NULL DEFAULT 0
    )`.execute(db);
  await sql`CREATE INDEX university_fee_lines_university_idx ON university_fee_lines
    (university_id, position)`.execute(db);
}
