import { Fragment } from 'react';

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"']+/gi;
// Punctuation that ends a sentence is not part of the link ("see https://x.test/a.").
const TRAILING = /[.,;:!?)\]]+$/;

/**
 * Plain text with its web addresses as links (docs/decisions/024-application-conversation.md):
 * nothing in the text is ever read as HTML, only http(s) addresses become links, and they open in a
 * new tab without handing over this page.
 */
export function LinkifiedText({ text }: { text: string }) {
  const parts: { text: string; href?: string }[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index ?? 0;
    const raw = match[0];
    const href = raw.replace(TRAILING, '');
    if (start > last) parts.push({ text: text.slice(last, start) });
    parts.push({ text: href, href });
    last = start + href.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return (
    <>
      {parts.map((part, index) =>
        part.href ? (
          <a
            key={index}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="break-all text-primary underline underline-offset-4"
          >
            {part.text}
          </a>
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}
