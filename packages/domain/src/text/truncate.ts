/**
 * Cutting text to a length without breaking what a reader sees as one character: a cut lands only
 * between grapheme clusters (an emoji with its modifiers, a letter with its accents, a surrogate
 * pair), never inside one. Lengths count UTF-16 code units, as the database limits and JavaScript do.
 */

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** The longest prefix of `text` of at most `max` code units that ends on a grapheme boundary. */
export function graphemePrefix(text: string, max: number): string {
  if (text.length <= max) return text;
  let end = 0;
  for (const { segment, index } of graphemes.segment(text)) {
    if (index + segment.length > max) break;
    end = index + segment.length;
  }
  return text.slice(0, end);
}

/**
 * `text` as it is when it fits in `max` code units; otherwise cut on a grapheme boundary with an
 * ellipsis, the whole within `max` (notification texts: 140, so at most 139 and "…").
 */
export function truncateText(text: string, max: number): string {
  if (text.length <= max) return text;
  return `${graphemePrefix(text, max - 1).trimEnd()}…`;
}

/** A file name's extension, when it has one: the last dot's suffix of 1–10 letters or digits. */
export function splitExtension(name: string): { stem: string; extension: string | null } {
  const match = /^(.+)\.([A-Za-z0-9]{1,10})$/u.exec(name);
  if (!match) return { stem: name, extension: null };
  return { stem: match[1]!, extension: match[2]! };
}

/**
 * A file name within `max` code units that keeps its extension: the stem is cut on a grapheme
 * boundary and the extension kept whole ("Very long … name.pdf" stays a .pdf).
 */
export function truncateFileName(name: string, max: number): string {
  if (name.length <= max) return name;
  const { stem, extension } = splitExtension(name);
  if (extension === null || extension.length + 2 > max) return graphemePrefix(name, max);
  return `${graphemePrefix(stem, max - extension.length - 1)}.${extension}`;
}
