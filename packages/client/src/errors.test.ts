import { setupI18n } from '@lingui/core';
import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import {
  errorIssues,
  errorMessage,
  errorStatus,
  isClientError,
  pageErrorMessage,
  queryFailure,
} from './errors';

const FALLBACK = 'Login failed. Please try again.';

/** A tRPC error as the client builds it from the server's formatted error response. */
function serverError(message: string, httpStatus: number, issues: unknown[] = []) {
  return TRPCClientError.from({
    error: {
      message,
      code: -32600,
      data: { code: 'BAD_REQUEST', httpStatus, appCode: 'BAD_REQUEST', issues, path: 'auth.login' },
    },
  });
}

describe('errorMessage', () => {
  it("shows the server's message of a tRPC error", () => {
    expect(errorMessage(serverError('Invalid email or password', 401), FALLBACK)).toBe(
      'Invalid email or password',
    );
  });

  it('uses the fallback when the request never reached the server', () => {
    const offline = TRPCClientError.from(new TypeError('Failed to fetch'));
    expect(errorMessage(offline, FALLBACK)).toBe(FALLBACK);
    expect(errorMessage(new TypeError('Failed to fetch'), FALLBACK)).toBe(FALLBACK);
  });

  it('reads a REST body: message, else error, else the status text', () => {
    expect(errorMessage({ message: 'Program not found', error: 'x' }, FALLBACK)).toBe(
      'Program not found',
    );
    expect(errorMessage({ error: 'Unauthorized' }, FALLBACK)).toBe('Unauthorized');
    expect(errorMessage({ message: '', statusText: 'Bad Gateway' }, FALLBACK)).toBe('Bad Gateway');
  });

  it('uses the fallback when there is nothing readable', () => {
    expect(errorMessage({ message: '   ', statusText: '' }, FALLBACK)).toBe(FALLBACK);
    expect(errorMessage(undefined, FALLBACK)).toBe(FALLBACK);
    expect(errorMessage(42, FALLBACK)).toBe(FALLBACK);
  });

  it('shows the message of a thrown Error and a plain string', () => {
    expect(errorMessage(new Error('Upload refused'), FALLBACK)).toBe('Upload refused');
    expect(errorMessage('Something broke', FALLBACK)).toBe('Something broke');
  });
});

describe('errorStatus and isClientError', () => {
  it('reads the HTTP status of tRPC errors and REST responses', () => {
    expect(errorStatus(serverError('Nope', 404))).toBe(404);
    expect(errorStatus({ status: 409 })).toBe(409);
    expect(errorStatus(TRPCClientError.from(new TypeError('Failed to fetch')))).toBeUndefined();
  });

  it('treats 4xx as client errors and 5xx or network failures as worth retrying', () => {
    expect(isClientError(serverError('Nope', 400))).toBe(true);
    expect(isClientError(serverError('Busy', 429))).toBe(true);
    expect(isClientError(serverError('Oops', 500))).toBe(false);
    expect(isClientError(new TypeError('Failed to fetch'))).toBe(false);
  });
});

describe('errorIssues', () => {
  it('returns the field messages of a validation error and ignores malformed entries', () => {
    const error = serverError('Please enter a valid email', 400, [
      { path: 'username', message: 'Please enter a valid email' },
      { path: 3, message: 'bad' },
    ]);
    expect(errorIssues(error)).toEqual([
      { path: 'username', message: 'Please enter a valid email' },
    ]);
    expect(errorIssues(new Error('x'))).toEqual([]);
  });
});

describe('pageErrorMessage', () => {
  it('says what failed, else falls back to a general message when the error says nothing', () => {
    const english = setupI18n({ locale: 'en', messages: { en: {} } });
    expect(pageErrorMessage(new Error('Server unavailable'), english)).toBe('Server unavailable');
    expect(pageErrorMessage(undefined, english)).toBe(
      'This page could not be loaded. Please try again.',
    );
  });
});

describe('queryFailure', () => {
  it("is null until the query fails, then the error's message or the fallback", () => {
    expect(queryFailure({ isError: false, error: null }, 'Could not load.')).toBeNull();
    expect(queryFailure({ isError: true, error: new TypeError('x') }, 'Could not load.')).toBe(
      'Could not load.',
    );
    expect(
      queryFailure({ isError: true, error: { message: 'Not found' } }, 'Could not load.'),
    ).toBe('Not found');
  });
});
