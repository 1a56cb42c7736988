/**
 * A `LIKE` pattern that finds `text` anywhere, case-folded. The user's `%`, `_` and `\` are escaped so
 * a search for "100%" means those characters, not a wildcard.
 */
export function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
