import { initTRPC, TRPCError } from '@trpc/server';
import { AppError, assertStorableInput, zodIssues, type ErrorBody } from '@uniguide/domain';
import { ZodError } from 'zod';
import { requireAdmin, requireSignedIn } from './access';
import type { Context } from './context';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from './database-unavailable';
import { translateErrorBody } from './i18n/error-messages';

const TRPC_CODE = {
  BAD_REQUEST: 'BAD_REQUEST',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  // Both arise only on the socket (a body sent too slowly, headers too large), never in a procedure.
  REQUEST_TIMEOUT: 'TIMEOUT',
  CONFLICT: 'CONFLICT',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
  REQUEST_HEADER_FIELDS_TOO_LARGE: 'BAD_REQUEST',
  INTERNAL_SERVER_ERROR: 'INTERNAL_SERVER_ERROR',
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
} as const;

/** Turns any thrown value into the error body of docs/product.md §8 (5xx never shows internals). */
export function toErrorBody(error: unknown): ErrorBody {
  const cause = error instanceof TRPCError ? (error.cause ?? error) : error;
  if (cause instanceof AppError) return cause.toBody();
  if (cause instanceof ZodError) {
    const issues = zodIssues(cause);
    return { message: issues[0]?.message ?? 'Invalid input', code: 'BAD_REQUEST', issues };
  }
  if (isDatabaseUnavailable(error)) {
    return { message: DATABASE_UNAVAILABLE_MESSAGE, code: 'SERVICE_UNAVAILABLE', issues: [] };
  }
  if (
    error instanceof TRPCError &&
    error.code in TRPC_CODE &&
    error.code !== 'INTERNAL_SERVER_ERROR'
  ) {
    return { message: error.message, code: error.code as ErrorBody['code'], issues: [] };
  }
  return {
    message: 'Something went wrong. Please try again.',
    code: 'INTERNAL_SERVER_ERROR',
    issues: [],
  };
}

const t = initTRPC.context<Context>().create({
  // The message and the issues' messages in the request's language (decision 069).
  errorFormatter({ shape, error, ctx }) {
    const body = translateErrorBody(toErrorBody(error), ctx?.language ?? 'en');
    return {
      ...shape,
      message: body.message,
      data: { ...shape.data, stack: undefined, appCode: body.code, issues: body.issues },
    };
  },
});

/**
 * AppErrors thrown by services become tRPC errors with the matching code, and a lost database link a
 * 503 (as on REST) rather than a 500: it is an outage to retry, not a bug.
 */
const appErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (result.ok) return result;
  const cause = result.error.cause;
  if (cause instanceof AppError) {
    throw new TRPCError({ code: TRPC_CODE[cause.code], message: cause.message, cause });
  }
  if (isDatabaseUnavailable(result.error)) {
    throw new TRPCError({
      code: 'SERVICE_UNAVAILABLE',
      message: DATABASE_UNAVAILABLE_MESSAGE,
      cause: cause ?? result.error,
    });
  }
  return result;
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

/**
 * Every procedure's raw input, before its schema: text the database cannot store (NUL, unpaired
 * surrogates) or absurd nesting is one 400 here, whichever field carries it (decision 026).
 */
const storableInput = t.middleware(async ({ getRawInput, next }) => {
  let raw: unknown;
  try {
    raw = await getRawInput();
  } catch {
    // An unreadable body (say, none at all) is the procedure's own business: one without input
    // ignores it, one with input refuses it when its schema reads it, as before this check.
    return next();
  }
  assertStorableInput(raw);
  return next();
});

export const publicProcedure = t.procedure.use(appErrors).use(storableInput);

/**
 * Any signed-in, active user: agents and administrators alike (an administrator may use the agent
 * procedures too; each service scopes rows to the owner for agents and to everyone for admins).
 */
export const signedInProcedure = publicProcedure.use(({ ctx, next }) =>
  next({ ctx: requireSignedIn(ctx) }),
);

/** Administrators only. */
export const adminProcedure = signedInProcedure.use(({ ctx, next }) =>
  next({ ctx: requireAdmin(ctx) }),
);
