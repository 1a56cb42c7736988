import type { Executor } from '../../executor';
import { ownedBy, type OwnerScope } from '../../owner-scope';

/** The admins' rate table (docs/product.md §5.10), by currency. */
export function listCurrencyRates(db: Executor) {
  return db
    .selectFrom('currencyRates')
    .select(['currency', 'unitsPerAed', 'setOn'])
    .orderBy('currency')
    .execute();
}

export function findCurrencyRate(db: Executor, currency: string) {
  return db
    .selectFrom('currencyRates')
    .select(['currency', 'unitsPerAed', 'setOn'])
    .where('currency', '=', currency)
    .executeTakeFirst();
}

/** Replaces the whole table (PUT semantics). */
export async function replaceCurrencyRates(
  db: Executor,
  rates: ReadonlyArray<{ currency: string; unitsPerAed: number; setOn: string }>,
  setBy: number,
): Promise<void> {
  await db.deleteFrom('currencyRates').execute();
  if (rates.length === 0) return;
  await db
    .insertInto('currencyRates')
    .values(rates.map((rate) => ({ ...rate, setBy, updatedAt: new Date() })))
    .execute();
}

/** What a quote needs of each program: its tuition as the catalogue states it and its university's terms. */
export function listQuotePrograms(db: Executor, programIds: readonly number[]) {
  if (programIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('programs as p')
    .innerJoin('universities as u', 'u.id', 'p.universityId')
    .select([
      'p.id',
      'p.name',
      'p.degree',
      'p.tuitionAed',
      'p.tuitionText',
      'u.id as universityId',
      'u.name as universityName',
      'u.tuitionVat',
    ])
    .where('p.id', 'in', [...programIds])
    .where('p.hidden', '=', false)
    .execute();
}

export interface NewQuote {
  studentId: number;
  createdBy: number;
  currency: string | null;
  unitsPerAed: string | null;
  rateSetOn: string | null;
  programs: unknown[];
}

export async function insertQuote(db: Executor, quote: NewQuote): Promise<number> {
  const row = await db
    .insertInto('quotes')
    .values({ ...quote, programs: JSON.stringify(quote.programs) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const quoteColumns = [
  'q.id',
  'q.studentId',
  'q.currency',
  'q.unitsPerAed',
  'q.rateSetOn',
  'q.programs',
  'q.preferredProgramIds',
  'q.createdAt',
  's.firstName',
  's.lastName',
  's.userId',
] as const;

/** One quote, within the reader's scope (its student's owner); undefined = not found. */
export function findQuote(db: Executor, id: number, owner: OwnerScope | undefined) {
  let query = db
    .selectFrom('quotes as q')
    .innerJoin('students as s', 's.id', 'q.studentId')
    .select(quoteColumns)
    .where('q.id', '=', id);
  if (owner !== undefined) query = query.where(ownedBy('s.user_id', owner));
  return query.executeTakeFirst();
}

export type QuoteRow = NonNullable<Awaited<ReturnType<typeof findQuote>>>;

/** The student's quotes, newest first; `limit` 1 is the newest. */
export function listStudentQuotes(db: Executor, studentId: number, limit = 50) {
  return db
    .selectFrom('quotes as q')
    .innerJoin('students as s', 's.id', 'q.studentId')
    .select(quoteColumns)
    .where('q.studentId', '=', studentId)
    .orderBy('q.id', 'desc')
    .limit(limit)
    .execute();
}

export async function setQuotePreferred(
  db: Executor,
  quoteId: number,
  programIds: readonly number[],
): Promise<void> {
  await db
    .updateTable('quotes')
    .set({ preferredProgramIds: JSON.stringify(programIds) })
    .where('id', '=', quoteId)
    .execute();
}

/**
 * The agency a student's agent belongs to, with the contact details an agency has: its first active
 * owner's e-mail, phone and website (the agent's own for an agent outside any agency).
 */
export async function findAgencyContact(db: Executor, agentId: number) {
  const agent = await db
    .selectFrom('users as u')
    .leftJoin('agencies as a', 'a.id', 'u.agencyId')
    .select(['u.agencyId', 'u.agencyName', 'a.name', 'u.username', 'u.phoneNumber', 'u.website'])
    .where('u.id', '=', agentId)
    .executeTakeFirst();
  if (!agent) return undefined;
  const owner =
    agent.agencyId === null
      ? undefined
      : await db
          .selectFrom('users')
          .select(['username', 'phoneNumber', 'website'])
          .where('agencyId', '=', agent.agencyId)
          .where('agencyRole', '=', 'owner')
          .where('active', '=', true)
          .orderBy('id')
          .limit(1)
          .executeTakeFirst();
  const contact = owner ?? agent;
  return {
    name: agent.name ?? agent.agencyName ?? null,
    email: contact.username,
    phone: contact.phoneNumber,
    website: contact.website,
  };
}

export interface NewShareLink {
  studentId: number;
  quoteId: number | null;
  tokenHash: string;
  createdBy: number;
  expiresAt: Date;
}

export async function insertShareLink(db: Executor, link: NewShareLink) {
  return db.insertInto('shareLinks').values(link).returningAll().executeTakeFirstOrThrow();
}

export function listShareLinks(db: Executor, studentId: number) {
  return db
    .selectFrom('shareLinks')
    .selectAll()
    .where('studentId', '=', studentId)
    .orderBy('id', 'desc')
    .limit(50)
    .execute();
}

/** One link within the reader's scope (its student's owner), locked for the revocation. */
export function findShareLink(db: Executor, id: number, owner: OwnerScope | undefined) {
  let query = db
    .selectFrom('shareLinks as l')
    .innerJoin('students as s', 's.id', 'l.studentId')
    .selectAll('l')
    .where('l.id', '=', id);
  if (owner !== undefined) query = query.where(ownedBy('s.user_id', owner));
  return query.executeTakeFirst();
}

export async function revokeShareLink(db: Executor, id: number) {
  return db
    .updateTable('shareLinks')
    .set({ revokedAt: new Date() })
    .where('id', '=', id)
    .where('revokedAt', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

/**
 * The live link with this token hash (not revoked, not expired), stamped as used now; undefined for
 * anything else, whichever it was.
 */
export function useShareLink(db: Executor, tokenHash: string) {
  return db
    .updateTable('shareLinks')
    .set({ lastUsedAt: new Date() })
    .where('tokenHash', '=', tokenHash)
    .where('revokedAt', 'is', null)
    .where('expiresAt', '>', new Date())
    .returningAll()
    .executeTakeFirst();
}

/** The open document requests on the student's unfinished applications, oldest first. */
export function listStudentOpenRequests(db: Executor, studentId: number) {
  return db
    .selectFrom('documentRequests as r')
    .innerJoin('applications as a', 'a.id', 'r.applicationId')
    .select(['r.id', 'r.applicationId', 'r.documentType', 'r.description', 'r.rejectedDocumentId'])
    .where('a.studentId', '=', studentId)
    .where('r.status', '=', 'open')
    .where('a.status', 'not in', ['draft', 'approved', 'rejected', 'completed'])
    .orderBy('r.id')
    .execute();
}
