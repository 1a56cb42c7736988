import { queries } from '@uniguide/db';
import { storableHeaderText, type PublicUser } from '@uniguide/domain';
import type { RequestMeta } from '../../context';

/** The database or an open transaction, as every query takes it. */
export type Executor = Parameters<typeof queries.audit.insertAuditLog>[0];

/** Who acted: the request's user and client (the CLI passes a user of null and its own agent). */
export interface AuditActor {
  user: Pick<PublicUser, 'id'> | null;
  meta: Pick<RequestMeta, 'ip' | 'userAgent'>;
}

export interface AuditEntryInput {
  action: string;
  resourceType: string;
  resourceId?: string | number | null;
  previousData?: Record<string, unknown> | null;
  newData?: Record<string, unknown> | null;
  /** Overrides the actor's user id, e.g. the account a registration has just created. */
  userId?: number | null;
}

// Secrets never reach the audit trail, whatever a caller passes in by mistake.
const SECRET_KEY = /password|token|secret|hash/i;

function scrub(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(scrub);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !SECRET_KEY.test(key))
        .map(([key, inner]) => [key, scrub(inner)]),
    );
  }
  return value;
}

function scrubRecord(
  data: Record<string, unknown> | null | undefined,
): Record<string, unknown> | null {
  return data ? (scrub(data) as Record<string, unknown>) : null;
}

/** Writes one audit row; every mutating procedure calls it, inside its transaction when it has one. */
export async function writeAudit(
  executor: Executor,
  actor: AuditActor,
  entry: AuditEntryInput,
): Promise<void> {
  await queries.audit.insertAuditLog(executor, {
    userId: entry.userId !== undefined ? entry.userId : (actor.user?.id ?? null),
    action: entry.action,
    resourceType: entry.resourceType,
    resourceId: entry.resourceId ?? null,
    previousData: scrubRecord(entry.previousData),
    newData: scrubRecord(entry.newData),
    // The client chooses these headers; they are cleaned so a NUL cannot fail the audited write.
    ipAddress: storableHeaderText(actor.meta.ip),
    userAgent: storableHeaderText(actor.meta.userAgent),
  });
}
