import type { ContentEncoding } from './response-cache';

/** Accept-Encoding values seen lately and their answer: browsers and clients send a handful. */
const remembered = new Map<string, ContentEncoding | undefined>();
const REMEMBERED_VALUES = 64;

/**
 * The encoding to answer with: brotli, else gzip, when the client accepts it (a `q=0` refuses, `*`
 * accepts anything not named); undefined → identity. Parsed once per distinct header value, as it
 * is asked on every cached catalogue read (docs/decisions/028-request-logging.md).
 */
export function preferredEncoding(acceptEncoding: string | undefined): ContentEncoding | undefined {
  if (!acceptEncoding) return undefined;
  if (remembered.has(acceptEncoding)) return remembered.get(acceptEncoding);
  if (remembered.size >= REMEMBERED_VALUES) remembered.clear();
  const encoding = parsePreferredEncoding(acceptEncoding);
  remembered.set(acceptEncoding, encoding);
  return encoding;
}

function parsePreferredEncoding(acceptEncoding: string): ContentEncoding | undefined {
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (name) weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const accepts = (encoding: ContentEncoding) =>
    (weights.get(encoding) ?? weights.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return undefined;
}

/**
 * If-None-Match against our strong ETag, with the weak comparison RFC 9110 §13.1.2 prescribes for it
 * (a `W/` prefix still matches) and `*` matching any current representation.
 */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim();
    return (tag.startsWith('W/') ? tag.slice(2) : tag) === etag;
  });
}
