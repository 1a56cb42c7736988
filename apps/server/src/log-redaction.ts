import { stdSerializers, type LoggerOptions } from 'pino';

/**
 * Single-use tokens (password reset, e-mail verification, agency and admin invitations, unsubscribe)
 * travel in URLs: as a `token` query parameter of the pages and of `/api/unsubscribe`, as a path
 * segment of `/api/invitations/{token}`, `/api/admin-invitations/{token}`, `/api/share/{token}` and
 * the student's page `/s/{token}`, and inside a tRPC
 * query's `input`. Whoever reads the log must not be able to use one before its owner does, so every
 * URL a log line carries goes through `redactUrl` (docs/decisions/028-request-logging.md).
 */
export const REDACTED = '[redacted]';

/** A path segment that follows one of these is a token (any case, anywhere in the path). */
const TOKEN_SEGMENT = /(\/(?:(?:admin-)?invitations|share)(?:\/|%2f))[^/]+|(^\/s\/)[^/]+/gi;
/** A URL with none of these cannot hold a token; most are let through on this one test. */
const MAY_HOLD_TOKEN = /invitations|token|share|\/s\/|%/i;
/** A query parameter, or a key of a tRPC `input`, of this name (any case) holds a token. */
const TOKEN_NAME = /^token$/i;

function decode(text: string): string | null {
  try {
    return decodeURIComponent(text.replaceAll('+', ' '));
  } catch {
    return null;
  }
}

/** Replaces the value of every `token` key, at any depth. */
function redactKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactKeys);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      TOKEN_NAME.test(key) ? REDACTED : redactKeys(inner),
    ]),
  );
}

/** A tRPC query's `input` (JSON, possibly a batch) with its tokens replaced. */
function redactInput(encoded: string): string {
  const text = decode(encoded);
  if (text === null) return REDACTED;
  if (!/token/i.test(text)) return encoded;
  try {
    return encodeURIComponent(JSON.stringify(redactKeys(JSON.parse(text))));
  } catch {
    // Not JSON, yet it names a token: nothing of it is kept.
    return REDACTED;
  }
}

function redactParameter(pair: string): string {
  const equals = pair.indexOf('=');
  const name = decode(equals === -1 ? pair : pair.slice(0, equals));
  if (equals === -1) return name === null ? REDACTED : pair;
  const rawName = pair.slice(0, equals);
  if (name === null || TOKEN_NAME.test(name)) return `${rawName}=${REDACTED}`;
  if (name === 'input') return `${rawName}=${redactInput(pair.slice(equals + 1))}`;
  return pair;
}

/** The URL as a log line may show it: every single-use token in its path or query replaced. */
export function redactUrl(url: string): string {
  if (!MAY_HOLD_TOKEN.test(url)) return url;
  const mark = url.indexOf('?');
  const path = (mark === -1 ? url : url.slice(0, mark)).replace(
    TOKEN_SEGMENT,
    (_match, segment: string | undefined, page: string | undefined) =>
      `${segment ?? page ?? ''}${REDACTED}`,
  );
  if (mark === -1) return path;
  const query = url
    .slice(mark + 1)
    .split('&')
    .map(redactParameter)
    .join('&');
  return `${path}?${query}`;
}

/**
 * The logger's `req` serializer: the method and the redacted URL of a request that a line carries
 * (the request line itself carries none; see plugins/request-log.ts).
 */
export function redactRequest(request: { method?: string; url?: string }): object {
  return {
    method: request.method,
    url: request.url === undefined ? undefined : redactUrl(request.url),
  };
}

/** Tokens in free text: `token=…` anywhere, and the segment after an invitations path. */
const TOKEN_IN_TEXT =
  /(token=)[^&\s"'<>]+|(\/(?:(?:admin-)?invitations|share|s)(?:\/|%2f))[^/\s"'<>?]+/gi;

/** A message or an error's text with the tokens of any URL it quotes replaced. */
export function redactText(text: string): string {
  if (!MAY_HOLD_TOKEN.test(text)) return text;
  return text.replace(
    TOKEN_IN_TEXT,
    (_match, query: string | undefined, path: string | undefined) =>
      `${query ?? path ?? ''}${REDACTED}`,
  );
}

/** pino's error serializer, with the tokens its message and stack may quote replaced. */
function redactError(error: Error): object {
  const serialized = stdSerializers.err(error);
  return {
    ...serialized,
    message: redactText(serialized.message),
    stack: redactText(serialized.stack),
  };
}

/**
 * The server logger's options that keep tokens out of every line: a request's URL (`req`), an
 * error's message and stack (`err`), and a message string that quotes a URL (Fastify's own warnings
 * do, e.g. "Reply was already sent … in the "/api/invitations/…" route").
 */
export const TOKEN_SAFE_LOGGER: Pick<LoggerOptions, 'serializers' | 'hooks'> = {
  serializers: { req: redactRequest, err: redactError },
  hooks: {
    logMethod(args, method) {
      for (let index = 0; index < args.length; index += 1) {
        const arg: unknown = args[index];
        if (typeof arg === 'string') args[index] = redactText(arg);
      }
      method.apply(this, args);
    },
  },
};
