import { describe, expect, it } from 'vitest';
import {
  APP_ERROR_STATUS,
  AppError,
  type AppErrorCode,
  httpStatusOf,
  isAppErrorCode,
  notFound,
} from './errors';

describe('AppError', () => {
  it.each<[AppErrorCode, number]>([
    ['BAD_REQUEST', 400],
    ['UNAUTHORIZED', 401],
    ['FORBIDDEN', 403],
    ['NOT_FOUND', 404],
    ['CONFLICT', 409],
    ['PAYLOAD_TOO_LARGE', 413],
    ['UNSUPPORTED_MEDIA_TYPE', 415],
    ['TOO_MANY_REQUESTS', 429],
    ['REQUEST_TIMEOUT', 408],
    ['REQUEST_HEADER_FIELDS_TOO_LARGE', 431],
    ['INTERNAL_SERVER_ERROR', 500],
    ['SERVICE_UNAVAILABLE', 503],
  ])('%s answers HTTP %d', (code, status) => {
    expect(httpStatusOf(code)).toBe(status);
    expect(new AppError(code, 'x').status).toBe(status);
  });

  it('maps exactly the twelve documented codes (two of them only for socket-level failures)', () => {
    expect(Object.keys(APP_ERROR_STATUS)).toHaveLength(12);
  });

  it('is an Error with its name, code, message and issues', () => {
    const error = new AppError('BAD_REQUEST', 'Invalid input', [
      { path: 'studentEmail', message: 'Please enter a valid email for the student' },
    ]);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('AppError');
    expect(error.message).toBe('Invalid input');
    expect(error.code).toBe('BAD_REQUEST');
  });

  it('toBody gives the JSON error body of docs/product.md §8 and nothing else', () => {
    const issues = [{ path: 'password', message: 'Password is required' }];
    expect(new AppError('BAD_REQUEST', 'Invalid input', issues).toBody()).toStrictEqual({
      message: 'Invalid input',
      code: 'BAD_REQUEST',
      issues,
    });
  });

  it('defaults to an empty issue list', () => {
    expect(new AppError('CONFLICT', 'Email already registered').toBody()).toStrictEqual({
      message: 'Email already registered',
      code: 'CONFLICT',
      issues: [],
    });
  });

  it('notFound names the missing thing', () => {
    const error = notFound('Program');
    expect(error.code).toBe('NOT_FOUND');
    expect(error.status).toBe(404);
    expect(error.message).toBe('Program not found');
  });
});

describe('isAppErrorCode', () => {
  it('recognises only the mapped codes', () => {
    expect(isAppErrorCode('CONFLICT')).toBe(true);
    expect(isAppErrorCode('conflict')).toBe(false);
    expect(isAppErrorCode('TEAPOT')).toBe(false);
    expect(isAppErrorCode('toString')).toBe(false);
    expect(isAppErrorCode(404)).toBe(false);
    expect(isAppErrorCode(undefined)).toBe(false);
  });
});
