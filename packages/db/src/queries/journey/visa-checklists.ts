import type {
  UnmappedNationality,
  VisaChecklistItem,
  VisaChecklistSummary,
} from '@uniguide/domain';
import type { Executor } from '../../executor';

export interface VisaChecklistRow {
  country: string;
  items: VisaChecklistItem[];
  updatedAt: Date;
}

/**
 * A nationality's own list (or the default's, under 'default'), if it has one. `forUpdate` locks the
 * row (when it exists) so two saves queue and the second sees the first.
 */
export async function findVisaChecklist(
  db: Executor,
  country: string,
  { forUpdate = false }: { forUpdate?: boolean } = {},
): Promise<VisaChecklistRow | null> {
  const query = db
    .selectFrom('visaChecklists')
    .select(['country', 'items', 'updatedAt'])
    .where('country', '=', country);
  const row = await (forUpdate ? query.forUpdate() : query).executeTakeFirst();
  return row ?? null;
}

/** Every kept list, the default first, then by country code. */
export async function listVisaChecklists(db: Executor): Promise<VisaChecklistSummary[]> {
  const rows = await db
    .selectFrom('visaChecklists')
    .select(['country', 'items', 'updatedAt'])
    .orderBy((eb) => eb.case().when('country', '=', 'default').then(0).else(1).end())
    .orderBy('country')
    .execute();
  return rows.map((row) => ({
    country: row.country,
    itemCount: row.items.length,
    updatedAt: row.updatedAt.toISOString(),
  }));
}

export async function upsertVisaChecklist(
  db: Executor,
  values: { country: string; items: VisaChecklistItem[]; updatedBy: number; now: Date },
): Promise<VisaChecklistRow> {
  const items = JSON.stringify(values.items);
  return db
    .insertInto('visaChecklists')
    .values({ country: values.country, items, updatedBy: values.updatedBy, updatedAt: values.now })
    .onConflict((oc) =>
      oc
        .column('country')
        .doUpdateSet({ items, updatedBy: values.updatedBy, updatedAt: values.now }),
    )
    .returning(['country', 'items', 'updatedAt'])
    .executeTakeFirstOrThrow();
}

export async function deleteVisaChecklist(db: Executor, country: string): Promise<void> {
  await db.deleteFrom('visaChecklists').where('country', '=', country).execute();
}

/**
 * The nationality texts of students and application snapshots that no country was stored for,
 * each with how many records carry it and the first students it affects (docs/product.md §5.9).
 */
export async function unmappedNationalities(
  db: Executor,
  sample = 20,
): Promise<UnmappedNationality[]> {
  const [students, applications] = await Promise.all([
    db
      .selectFrom('students as s')
      .innerJoin('users as u', 'u.id', 's.userId')
      .select(['s.id', 's.nationality', 's.firstName', 's.lastName', 'u.username'])
      .where('s.nationalityCountry', 'is', null)
      .orderBy('s.id', 'desc')
      .execute(),
    db
      .selectFrom('applications')
      .select(['studentNationality as value', (eb) => eb.fn.countAll<string>().as('count')])
      .where('studentNationalityCountry', 'is', null)
      .groupBy('studentNationality')
      .execute(),
  ]);
  const byValue = new Map<string, UnmappedNationality>();
  const entry = (value: string) => {
    let found = byValue.get(value);
    if (!found) {
      found = { value, students: [], studentCount: 0, applicationCount: 0 };
      byValue.set(value, found);
    }
    return found;
  };
  for (const row of students) {
    const found = entry(row.nationality);
    found.studentCount += 1;
    if (found.students.length < sample) {
      found.students.push({
        id: row.id,
        name: `${row.firstName} ${row.lastName}`,
        agentEmail: row.username,
      });
    }
  }
  for (const row of applications) entry(row.value).applicationCount = Number(row.count);
  return [...byValue.values()].sort(
    (a, b) =>
      b.studentCount + b.applicationCount - (a.studentCount + a.applicationCount) ||
      a.value.localeCompare(b.value),
  );
}

/** Stores `country` on every student and application snapshot whose unmapped text is `value`. */
export async function mapNationalityText(
  db: Executor,
  value: string,
  country: string,
): Promise<{ students: number; applications: number }> {
  const students = await db
    .updateTable('students')
    .set({ nationalityCountry: country })
    .where('nationality', '=', value)
    .where('nationalityCountry', 'is', null)
    .executeTakeFirst();
  const applications = await db
    .updateTable('applications')
    .set({ studentNationalityCountry: country })
    .where('studentNationality', '=', value)
    .where('studentNationalityCountry', 'is', null)
    .executeTakeFirst();
  return {
    students: Number(students.numUpdatedRows),
    applications: Number(applications.numUpdatedRows),
  };
}
