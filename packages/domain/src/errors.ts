import type { ZodError, ZodType, z } from 'zod';

/** Every expected failure is an AppError; one map turns its code into an HTTP status. */
export const APP_ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  REQUEST_TIMEOUT: 408,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  REQUEST_HEADER_FIELDS_TOO_LARGE: 431,
  INTERNAL_SERVER_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type AppErrorCode = keyof typeof APP_ERROR_STATUS;

export interface ErrorIssue {
  path: string;
  message: string;
}

/** The JSON error body of docs/product.md §8. */
export interface ErrorBody {
  message: string;
  code: AppErrorCode;
  issues: ErrorIssue[];
}

export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly issues: ErrorIssue[];

  constructor(code: AppErrorCode, message: string, issues: ErrorIssue[] = []) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.issues = issues;
  }

  get status(): number {
    return APP_ERROR_STATUS[this.code];
  }

  toBody(): ErrorBody {
    return { message: this.message, code: this.code, issues: this.issues };
  }
}

export function httpStatusOf(code: AppErrorCode): number {
  return APP_ERROR_STATUS[code];
}

export function isAppErrorCode(value: unknown): value is AppErrorCode {
  return typeof value === 'string' && Object.hasOwn(APP_ERROR_STATUS, value);
}

export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} not found`);

/** A schema's failures as the error shape's issues: the dotted path and the message of each. */
export function zodIssues(error: ZodError): ErrorIssue[] {
  return error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

/** Parses input outside tRPC (multipart fields, path parameters): a failure is a 400 with every issue. */
export function parseInput<T extends ZodType>(
  schema: T,
  value: unknown,
  fallbackMessage = 'Invalid input',
): z.output<T> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issues = zodIssues(parsed.error);
  throw new AppError('BAD_REQUEST', issues[0]?.message ?? fallbackMessage, issues);
}
