/**
 * Joins place names once each: catalogues often repeat the emirate in the city field ("Dubai, Dubai"),
 * and a profile adds the emirate again.
 */
export function formatPlace(...parts: Array<string | null | undefined>): string {
  const seen = new Set<string>();
  const names: string[] = [];
  for (const part of parts) {
    for (const piece of (part ?? '').split(',')) {
      const name = piece.trim();
      if (name && !seen.has(name.toLowerCase())) {
        seen.add(name.toLowerCase());
        names.push(name);
      }
    }
  }
  return names.join(', ');
}
