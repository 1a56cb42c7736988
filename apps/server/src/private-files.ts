import { appRouter } from '@uniguide/api';
import type { FastifyRequest } from 'fastify';

/**
 * Procedures whose answer is a file of private data: every CSV export (`…exportCsv`). Derived from
 * the router, so a new export is covered the day it is added.
 */
export const FILE_PROCEDURES: ReadonlySet<string> = new Set(
  Object.keys(appRouter._def.procedures).filter((path) => /(^|\.)export\w*$/.test(path)),
);

/** Route config flag of the REST rows and HTTP routes that answer such a file. */
export interface PrivateFileRouteConfig {
  privateFile?: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    privateFile?: boolean;
  }
}

/** The procedures a tRPC URL calls: `/trpc/a.b,c.d?batch=1&input=…` → ['a.b', 'c.d']. */
function trpcProcedures(url: string): string[] {
  const match = /^\/trpc\/([^?]*)/.exec(url);
  if (!match?.[1]) return [];
  return decodeURIComponentSafe(match[1]).split(',');
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** True when the request asks for a private file: a flagged route, or a tRPC call of an export. */
export function requestsPrivateFile(request: FastifyRequest): boolean {
  if (request.routeOptions.config?.privateFile) return true;
  return trpcProcedures(request.url).some((path) => FILE_PROCEDURES.has(path));
}
