import type { Executor } from '../../executor';

export interface AuditEntry {
  userId: number | null;
  action: string;
  resourceType: string;
  resourceId?: string | number | null;
  previousData?: Record<string, unknown> | null;
  newData?: Record<string, unknown> | null;
  ipAddress?: string | null;
  userAgent?: string | null;
}

export async function insertAuditLog(db: Executor, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('auditLogs')
    .values({
      userId: entry.userId,
      action: entry.action,
      resourceType: entry.resourceType,
      resourceId:
        entry.resourceId === undefined || entry.resourceId === null
          ? null
          : String(entry.resourceId),
      previousData: entry.previousData ? JSON.stringify(entry.previousData) : null,
      newData: entry.newData ? JSON.stringify(entry.newData) : null,
      ipAddress: entry.ipAddress ?? null,
      userAgent: entry.userAgent?.slice(0, 500) ?? null,
    })
    .execute();
}
