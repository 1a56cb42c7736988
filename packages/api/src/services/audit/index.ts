// The audit trail: every mutation writes its entry with `writeAudit`, in the transaction of the change.
export { type AuditActor, type AuditEntryInput, type Executor, writeAudit } from './audit';
