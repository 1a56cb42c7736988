export type DiffKind = 'changed' | 'added' | 'removed' | 'unchanged';

export interface DiffEntry {
  key: string;
  kind: DiffKind;
  /** Absent for 'added'. */
  before?: unknown;
  /** Absent for 'removed'. */
  after?: unknown;
}

/** JSON with object keys sorted, so two values compare equal whatever order their keys came in. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(
          Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)),
        )
      : inner,
  );
}

const ORDER: Record<DiffKind, number> = { changed: 0, added: 1, removed: 2, unchanged: 3 };

/**
 * Key by key, what an audited change did: changed, added, removed, or left as it was. Changes come
 * first (what an admin opened the dialog for), each group in the records' own key order.
 */
export function diffRecords(
  previous: Record<string, unknown>,
  next: Record<string, unknown>,
): DiffEntry[] {
  const keys = [...new Set([...Object.keys(previous), ...Object.keys(next)])];
  const entries = keys.map((key): DiffEntry => {
    const inPrevious = Object.hasOwn(previous, key);
    const inNext = Object.hasOwn(next, key);
    if (!inPrevious) return { key, kind: 'added', after: next[key] };
    if (!inNext) return { key, kind: 'removed', before: previous[key] };
    const before = previous[key];
    const after = next[key];
    return {
      key,
      kind: canonical(before) === canonical(after) ? 'unchanged' : 'changed',
      before,
      after,
    };
  });
  return entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => ORDER[a.entry.kind] - ORDER[b.entry.kind] || a.index - b.index)
    .map(({ entry }) => entry);
}

/** A value as the dialog prints it: text as written, objects and lists as indented JSON. */
export function formatValue(value: unknown): string {
  if (value === undefined) return '';
  if (value === null) return 'null';
  if (typeof value === 'string') return value === '' ? '""' : value;
  if (typeof value === 'object') return JSON.stringify(value, null, 2);
  return String(value);
}

/** "rejectionReason" → "Rejection reason", "revoked_sessions" → "Revoked sessions". */
export function fieldLabel(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
