import { expect } from 'vitest';
import type { AppErrorCode, ErrorBody } from '@uniguide/domain';
import { toErrorBody } from '../trpc';

/** Awaits a call that must fail, and answers its error body (the one both protocols send). */
export async function errorOf(call: Promise<unknown>): Promise<ErrorBody> {
  try {
    await call;
  } catch (error) {
    return toErrorBody(error);
  }
  throw new Error('expected the call to fail');
}

export async function expectError(
  call: Promise<unknown>,
  code: AppErrorCode,
  message?: string,
): Promise<ErrorBody> {
  const body = await errorOf(call);
  expect(body.code).toBe(code);
  if (message !== undefined) expect(body.message).toBe(message);
  return body;
}
