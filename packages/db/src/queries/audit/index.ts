// The audit trail: writing an entry and reading the log.
export * from './audit';
export * from './list';
