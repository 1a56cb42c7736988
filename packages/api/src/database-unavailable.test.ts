import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-unavailable';

function withCode(message: string, code: string): Error {
  return Object.assign(new Error(message), { code });
}

describe('isDatabaseUnavailable', () => {
  it('recognises lost connections by socket code, PostgreSQL shutdown code or pg message', () => {
    expect(
      isDatabaseUnavailable(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')),
    ).toBe(true);
    expect(isDatabaseUnavailable(withCode('terminating connection', '57P01'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
  });

  it('looks through wrapping errors, as tRPC keeps the original as cause', () => {
    const wrapped = new Error('procedure failed', {
      cause: new Error('outer', { cause: withCode('read ECONNRESET', 'ECONNRESET') }),
    });
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
  });

  it('leaves bugs and query errors alone', () => {
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(isDatabaseUnavailable(withCode('duplicate key value', '23505'))).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});
