// Node socket codes and PostgreSQL's admin_shutdown / cannot_connect_now / crash_shutdown: the database
// is restarting or unreachable, which is a temporary outage (503), not a bug (500).
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  '57P01',
  '57P02',
  '57P03',
]);
const CONNECTION_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/;

export const DATABASE_UNAVAILABLE_MESSAGE =
  'The service is temporarily unavailable. Please try again shortly.';

/** True when the error, or one it wraps (tRPC keeps the original as `cause`), is a lost database link. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    const code = (current as NodeJS.ErrnoException).code;
    if ((code && CONNECTION_CODES.has(code)) || CONNECTION_MESSAGES.test(current.message))
      return true;
    current = current.cause;
  }
  return false;
}
