// Its own module: the university logo on every catalogue card needs it, not Radix Avatar.

/**
 * Up to two initials from a display name: first and last word, with hyphens splitting words too
 * ("Aisha al-Mansoori" → "AM", "Aisha bint Khalid" → "AK"), so long Arabic and South-Asian names
 * still give a recognisable pair. Punctuation is skipped.
 */
export function getInitials(name: string): string {
  const words = name
    .trim()
    .split(/[\s‐-]+/)
    .map((word) => word.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter(Boolean);
  const first = words[0];
  if (!first) return '';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return ((Array.from(first)[0] ?? '') + (last ? (Array.from(last)[0] ?? '') : '')).toUpperCase();
}
