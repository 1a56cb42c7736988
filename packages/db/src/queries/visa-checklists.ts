import type { VisaChecklistItem, VisaChecklistSummary } from '@uniguide/domain';
import type { Executor } from '../executor';

export interface VisaChecklistRow {
  country: string;
  items: VisaChecklistItem[];
  updatedAt: Date;
}

/** A nationality's own list (or the default's, under 'default'), if it has one. */
export async function findVisaChecklist(
  db: Executor,
  country: string,
): Promise<VisaChecklistRow | null> {
  const row = await db
    .selectFrom('visaChecklists')
    .select(['country', 'items', 'updatedAt'])
    .where('country', '=', country)
    .executeTakeFirst();
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

/** Locks the list's row (when it exists) so two saves queue and the second sees the first. */
export async function lockVisaChecklist(
  db: Executor,
  country: string,
): Promise<VisaChecklistRow | null> {
  const row = await db
    .selectFrom('visaChecklists')
    .select(['country', 'items', 'updatedAt'])
    .where('country', '=', country)
    .forUpdate()
    .executeTakeFirst();
  return row ?? null;
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

/** The distinct nationality texts on students and applications, with how many records carry each. */
export async function nationalityValues(
  db: Executor,
): Promise<Array<{ value: string; students: number; applications: number }>> {
  const students = await db
    .selectFrom('students')
    .select(['nationality as value', (eb) => eb.fn.countAll<string>().as('count')])
    .groupBy('nationality')
    .execute();
  const applications = await db
    .selectFrom('applications')
    .select(['studentNationality as value', (eb) => eb.fn.countAll<string>().as('count')])
    .groupBy('studentNationality')
    .execute();
  const byValue = new Map<string, { value: string; students: number; applications: number }>();
  const entry = (value: string) => {
    let found = byValue.get(value);
    if (!found) {
      found = { value, students: 0, applications: 0 };
      byValue.set(value, found);
    }
    return found;
  };
  for (const row of students) entry(row.value).students = Number(row.count);
  for (const row of applications) entry(row.value).applications = Number(row.count);
  return [...byValue.values()];
}
