import { sql, type RawBuilder, type SqlBool } from 'kysely';

/**
 * Whose rows a reader may see: one user's (a counsellor, or a user's own list), or every member's of
 * one agency (its owner). No scope at all means every row (admins). Who gets which scope is decided in
 * one place, the API's access rule (packages/api/src/access.ts).
 */
export type OwnerScope = { userId: number } | { agencyId: number };

/** `<column> = user` or `<column> in (the agency's members)`, for a kysely `where`. */
export function ownedBy(column: string, scope: OwnerScope): RawBuilder<SqlBool> {
  if ('userId' in scope) return sql<SqlBool>`${sql.ref(column)} = ${scope.userId}`;
  return sql<SqlBool>`${sql.ref(column)} in (select u.id from users u where u.agency_id = ${scope.agencyId})`;
}

/** The same predicate for raw SQL with a snake_case column, or `true` when unscoped. */
export function ownedByRaw(column: string, scope: OwnerScope | undefined): RawBuilder<unknown> {
  if (scope === undefined) return sql`true`;
  if ('userId' in scope) return sql`${sql.raw(column)} = ${scope.userId}`;
  return sql`${sql.raw(column)} in (select u.id from users u where u.agency_id = ${scope.agencyId})`;
}
