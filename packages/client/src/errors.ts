import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { TRPCClientError } from '@trpc/client';
import type { ErrorIssue } from '@uniguide/domain';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function nonEmpty(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/**
 * A tRPC error that never reached the server's error formatter (offline, DNS, CORS, a proxy's HTML
 * error page). Its message is the browser's ("Failed to fetch"), which means nothing to a user.
 */
function isTransportFailure(error: { shape: unknown; data: unknown }): boolean {
  return error.shape == null && error.data == null;
}

/**
 * The HTTP status behind an error, when there is one: tRPC errors carry it in `data.httpStatus`, REST
 * helpers and `Response`s in `status`. Undefined for network failures and plain exceptions.
 */
export function errorStatus(error: unknown): number | undefined {
  if (error instanceof TRPCClientError) {
    const data: unknown = error.data;
    const response: unknown = error.meta?.response;
    const status: unknown = isRecord(data)
      ? data.httpStatus
      : isRecord(response)
        ? response.status
        : undefined;
    return typeof status === 'number' ? status : undefined;
  }
  if (isRecord(error) && typeof error.status === 'number') return error.status;
  return undefined;
}

/** 4xx: the request itself was wrong (or not allowed); sending it again cannot help. */
export function isClientError(error: unknown): boolean {
  const status = errorStatus(error);
  return status !== undefined && status >= 400 && status < 500;
}

/** Field messages of a 400 (`[{ path: 'username', message: 'Please enter a valid email' }]`). */
export function errorIssues(error: unknown): ErrorIssue[] {
  const data: unknown = error instanceof TRPCClientError ? error.data : error;
  if (!isRecord(data) || !Array.isArray(data.issues)) return [];
  return data.issues.filter(
    (issue): issue is ErrorIssue =>
      isRecord(issue) && typeof issue.path === 'string' && typeof issue.message === 'string',
  );
}

/**
 * The text to show for a failed call (docs/product.md §6): the response's `message` field, else its `error`
 * field, else the HTTP status text, else `fallback`. Accepts tRPC errors, REST error bodies,
 * `Response`s and thrown Errors. Network failures get the fallback, not the browser's wording.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof TRPCClientError) {
    return isTransportFailure(error) ? fallback : (nonEmpty(error.message) ?? fallback);
  }
  if (typeof error === 'string') return nonEmpty(error) ?? fallback;
  // fetch() rejects with a TypeError ("Failed to fetch", "Load failed") when the network is down.
  if (error instanceof TypeError) return fallback;
  if (!isRecord(error)) return fallback;
  return nonEmpty(error.message) ?? nonEmpty(error.error) ?? nonEmpty(error.statusText) ?? fallback;
}

/** A failed query's message for the screen (`errorMessage` with its fallback), null while it has not failed. */
export function queryFailure(
  query: { isError: boolean; error: unknown },
  fallback: string,
): string | null {
  return query.isError ? errorMessage(query.error, fallback) : null;
}

const PAGE_ERROR_FALLBACK = msg`This page could not be loaded. Please try again.`;

/**
 * The message of the router's error page (`ErrorScreen` of `@uniguide/ui`), with its general fallback
 * in the page's language.
 */
export function pageErrorMessage(error: unknown, i18n: Pick<I18n, '_'>): string {
  return errorMessage(error, i18n._(PAGE_ERROR_FALLBACK));
}
