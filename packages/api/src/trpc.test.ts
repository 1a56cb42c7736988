import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { AppError } from '@uniguide/domain';
import { describe, expect, it } from 'vitest';
import { DATABASE_UNAVAILABLE_MESSAGE } from './database-unavailable';
import { createCallerFactory, publicProcedure, router, toErrorBody } from './trpc';

const refused = () =>
  Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

const probe = router({
  lostDatabase: publicProcedure.query(() => {
    throw refused();
  }),
  bug: publicProcedure.query(() => {
    throw new TypeError('x is undefined');
  }),
  missing: publicProcedure.query(() => {
    throw new AppError('NOT_FOUND', 'Program not found');
  }),
});
const caller = createCallerFactory(probe)({} as never);

async function thrown(call: Promise<unknown>): Promise<TRPCError> {
  const error = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof TRPCError)) throw new Error(`expected a TRPCError, got ${String(error)}`);
  return error;
}

describe('procedure errors', () => {
  it('turns a lost database link into a 503 with the error body, keeping the cause for the log', async () => {
    const error = await thrown(caller.lostDatabase());
    expect(error.code).toBe('SERVICE_UNAVAILABLE');
    expect(getHTTPStatusCodeFromError(error)).toBe(503);
    expect((error.cause as NodeJS.ErrnoException).code).toBe('ECONNREFUSED');
    expect(toErrorBody(error)).toEqual({
      message: DATABASE_UNAVAILABLE_MESSAGE,
      code: 'SERVICE_UNAVAILABLE',
      issues: [],
    });
  });

  it('keeps bugs a 500 that hides internals, and AppErrors their own code', async () => {
    const bug = await thrown(caller.bug());
    expect(getHTTPStatusCodeFromError(bug)).toBe(500);
    expect(toErrorBody(bug)).toEqual({
      message: 'Something went wrong. Please try again.',
      code: 'INTERNAL_SERVER_ERROR',
      issues: [],
    });
    const missing = await thrown(caller.missing());
    expect(getHTTPStatusCodeFromError(missing)).toBe(404);
    expect(toErrorBody(missing)).toEqual({
      message: 'Program not found',
      code: 'NOT_FOUND',
      issues: [],
    });
  });
});
