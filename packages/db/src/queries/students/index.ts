// Students: rows, lists, their applications, cross-agency duplicates.
export * from './students';
