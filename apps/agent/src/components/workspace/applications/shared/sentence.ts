/** Ends `text` with a full stop unless it already ends a sentence, for joining messages. */
export function sentence(text: string): string {
  const trimmed = text.trim();
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}
