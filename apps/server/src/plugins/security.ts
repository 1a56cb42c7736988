import { AppError } from '@uniguide/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import { contentTypeOf } from '../fetch-response';
import { isApiPath } from '../hosts';
import { requestsPrivateFile } from '../private-files';
import { securityHeadersFor, type SecurityHeaders } from '../security-headers';

const MUTATIONS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const JSON_TYPE = 'application/json';
const MULTIPART_TYPE = 'multipart/form-data';

/**
 * A route's `config` saying it takes files: `true` for the multipart routes, `'resumable'` for the
 * tus routes (docs/decisions/038-resumable-uploads.md), whose bodies are raw bytes.
 */
export interface UploadRouteConfig {
  uploads?: boolean | 'resumable';
}

const TUS_BODY = 'application/offset+octet-stream';

const FORM_BODY = 'application/x-www-form-urlencoded';

/**
 * The e-mails' one-click unsubscribe (RFC 8058, decision 023): mail providers POST
 * `List-Unsubscribe=One-Click` as a form, with no Origin. The signed token in the URL is its only
 * authority (no cookie is used), so a cross-site POST gains nothing.
 */
export const ONE_CLICK_PATH = '/api/unsubscribe';

function isOneClick(request: FastifyRequest): boolean {
  return request.method === 'POST' && (request.url.split('?')[0] ?? '') === ONE_CLICK_PATH;
}

function originOf(value: string | undefined): URL | null {
  if (!value || value === 'null') return null;
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return (
    (length !== undefined && length !== '0') || request.headers['transfer-encoding'] !== undefined
  );
}

/** Origins allowed to send mutations besides the request's own host. */
export function allowedOrigins(
  config: Pick<AppConfig, 'publicAgentUrl' | 'publicAdminUrl' | 'allowedOrigins'>,
): Set<string> {
  return new Set(
    [config.publicAgentUrl, config.publicAdminUrl, ...config.allowedOrigins].map(
      (url) => new URL(url).origin,
    ),
  );
}

/**
 * Security headers on every answer (decision 013), and CSRF without tokens (decision 005): a mutation must come from one of our own origins, and a JSON
 * mutation must say it is JSON — a cross-site HTML form can send neither. Uploads use multipart, on the
 * routes that take files (`config.uploads`) and nowhere else.
 */
export const CROSS_SITE_READ_MESSAGE =
  'Cross-site request refused: this file can only be downloaded from UniGuide itself';

/**
 * A private file (a document, a CSV export) is a GET, so SameSite=Lax still sends the session
 * cookie on a cross-site top-level navigation or form. Such a read is refused when the browser says
 * it is cross-site (Fetch Metadata) or names a foreign Origin; a typed URL, a bookmark (`none`), our
 * own apps and clients that send neither header are unchanged (decision 018).
 */
function isCrossSiteRead(request: FastifyRequest, trusted: Set<string>): boolean {
  if (request.headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  const source = originOf(origin);
  if (!source) return true;
  return (
    source.host.toLowerCase() !== (request.host ?? '').toLowerCase() && !trusted.has(source.origin)
  );
}

export interface SecurityOptions {
  config: AppConfig;
  /** The header sets (security-headers.ts), made once in app.ts and shared with the catalogue cache. */
  security: SecurityHeaders;
}

export const securityPlugin = fp<SecurityOptions>(
  async (app: FastifyInstance, { config, security: headers }) => {
    const trusted = allowedOrigins(config);

    // On send, when the content type is known: pages get the document set, everything else the data
    // set. A header a route set itself is kept. A cached catalogue hit does not pass here: HitWriter
    // (catalogue-cache/hit-writer.ts) gives it the same set.
    app.addHook('onSend', (_request, reply, payload, done) => {
      // A 304 has no content type (so no kind) and must not overwrite the headers of the answer the
      // client keeps: a revalidated page would take the data set's `default-src 'none'`.
      if (reply.statusCode === 304) return done(null, payload);
      const set = securityHeadersFor(headers, contentTypeOf(reply, payload));
      for (const name in set) if (!reply.hasHeader(name)) reply.header(name, set[name]);
      done(null, payload);
    });

    app.addHook('onRequest', async (request) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return;
      if (requestsPrivateFile(request) && isCrossSiteRead(request, trusted)) {
        throw new AppError('FORBIDDEN', CROSS_SITE_READ_MESSAGE);
      }
    });

    // Form bodies reach only the one-click path; everywhere else they are refused below.
    app.addContentTypeParser(FORM_BODY, { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });

    app.addHook('onRequest', async (request) => {
      if (!MUTATIONS.has(request.method) || !isApiPath(request.url)) return;
      if (isOneClick(request)) {
        const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
        if (!hasBody(request) || type === FORM_BODY || type === 'application/json') return;
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Content-Type must be a form or JSON');
      }

      const source =
        originOf(request.headers.origin) ??
        (request.headers.origin ? null : originOf(request.headers.referer));
      const sameHost =
        source !== null && source.host.toLowerCase() === (request.host ?? '').toLowerCase();
      if (!source || (!sameHost && !trusted.has(source.origin))) {
        throw new AppError(
          'FORBIDDEN',
          'Cross-site request refused: the Origin header is missing or not allowed',
        );
      }

      if (hasBody(request)) {
        const type =
          (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
        // Multipart only where a file is expected: elsewhere (every tRPC call, the JSON rows) no
        // parser would make sense of it.
        const uploads = (request.routeOptions.config as UploadRouteConfig).uploads;
        const allowed =
          type === JSON_TYPE ||
          (type === MULTIPART_TYPE && uploads === true) ||
          (type === TUS_BODY && uploads === 'resumable');
        if (!allowed) {
          throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Content-Type must be application/json');
        }
      }
    });
  },
  { name: 'uniguide-security', dependencies: ['uniguide-errors'] },
);
