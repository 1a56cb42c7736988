import helmet from '@fastify/helmet';
import { AppError } from '@uniguide/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import { isApiPath } from '../hosts';

const MUTATIONS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const ACCEPTED_BODY_TYPES = new Set(['application/json', 'multipart/form-data']);

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
 * CSRF without tokens (decision 005): a mutation must come from one of our own origins, and a JSON
 * mutation must say it is JSON — a cross-site HTML form can send neither. Uploads use multipart.
 */
export const securityPlugin = fp<{ config: AppConfig }>(
  async (app: FastifyInstance, { config }) => {
    const trusted = allowedOrigins(config);

    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // The SPAs load Vite's external CSS; 'unsafe-inline' is only for the <style> tags and style
          // attributes that Radix's scroll lock and positioning insert at run time.
          styleSrc: ["'self'", "'unsafe-inline'"],
          // Program, university and custom logo images may live on other https hosts.
          imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          scriptSrcAttr: ["'none'"],
        },
      },
      // Plain-HTTP deployments (local, or TLS ended elsewhere) must keep working: no forced upgrade.
      strictTransportSecurity: config.nodeEnv === 'production' ? undefined : false,
    });

    app.addHook('onRequest', async (request) => {
      if (!MUTATIONS.has(request.method) || !isApiPath(request.url)) return;

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
        if (!ACCEPTED_BODY_TYPES.has(type)) {
          throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Content-Type must be application/json');
        }
      }
    });
  },
  { name: 'uniguide-security', dependencies: ['uniguide-errors'] },
);
