import { appRouter } from '@uniguide/api';
import type { FastifyInstance } from 'fastify';
import type { RestRow } from '../../src/rest/types';
import { call } from '../helpers';

export type ProcedureType = 'query' | 'mutation';

interface ProcedureDef {
  _def: { type: ProcedureType; inputs: unknown[] };
}

/** Every procedure of the API, dotted, with its type and its input parsers (as the router defines them). */
export function procedures(): Array<{ path: string; type: ProcedureType; inputs: unknown[] }> {
  return Object.entries(appRouter._def.procedures as unknown as Record<string, ProcedureDef>).map(
    ([path, procedure]) => ({ path, type: procedure._def.type, inputs: procedure._def.inputs }),
  );
}

/** A tRPC call as the apps' client sends it without batching: GET ?input= for queries, POST JSON otherwise. */
export function trpcCall(
  app: FastifyInstance,
  type: ProcedureType,
  path: string,
  input: unknown,
  token: string | null,
) {
  if (type === 'query') {
    const query = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
    return call(app, 'GET', `/trpc/${path}${query}`, { token });
  }
  return call(app, 'POST', `/trpc/${path}`, {
    token,
    // tRPC wants a content type even on a bodiless call; the server reads an empty JSON body as no input.
    ...(input === undefined
      ? { headers: { 'content-type': 'application/json' } }
      : { body: input }),
  });
}

/** The `:name` parameters of a REST path. */
export function pathParams(path: string): string[] {
  return [...path.matchAll(/:(\w+)/g)].map((match) => match[1] as string);
}

function queryString(values: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * A path segment as a client could send it: a lone surrogate (which encodeURIComponent refuses)
 * goes out as the three bytes it would take in UTF-8 — invalid UTF-8 the server must refuse cleanly.
 */
function encodePathSegment(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return [...text]
      .map((char) => {
        const unit = char.charCodeAt(0);
        if (char.length !== 1 || unit < 0xd800 || unit > 0xdfff) return encodeURIComponent(char);
        const bytes = [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)];
        return bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
      })
      .join('');
  }
}

/**
 * The REST request that carries a procedure input: path parameters are taken from the input's keys,
 * the rest goes in the query (GET, DELETE) or the JSON body.
 */
export function restCall(
  app: FastifyInstance,
  row: RestRow,
  input: unknown,
  token: string | null,
  renamed: Record<string, string> = {},
) {
  const rest: Record<string, unknown> =
    typeof input === 'object' && input !== null ? { ...(input as Record<string, unknown>) } : {};
  const path = row.path.replace(/:(\w+)/g, (_, key: string) => {
    const from = renamed[key] ?? key;
    const value = rest[from];
    delete rest[from];
    return encodePathSegment(String(value));
  });
  if (row.method === 'GET' || row.method === 'DELETE')
    return call(app, row.method, `${path}${queryString(rest)}`, { token });
  return call(app, row.method, path, {
    token,
    ...(input === undefined ? {} : { body: rest }),
  });
}

/** What a REST row answers when its procedure succeeds. */
export function restSuccessStatus(row: RestRow): number {
  return row.successStatus ?? (row.shape === 'empty' ? 204 : 200);
}
