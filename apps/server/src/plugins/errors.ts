import { toErrorBody } from '@uniguide/api';
import { AppError, httpStatusOf, type AppErrorCode, type ErrorBody } from '@uniguide/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

const CODE_BY_STATUS: Record<number, AppErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
  503: 'SERVICE_UNAVAILABLE',
};

// Fastify's own texts name parser internals; clients get plain words.
const FRIENDLY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Malformed JSON in request body',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body is empty',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH:
    'Request body length does not match its Content-Length header',
  FST_ERR_BAD_URL: 'Malformed URL',
};

export interface HttpError {
  status: number;
  body: ErrorBody;
}

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error && typeof (error as FastifyError).statusCode === 'number';
}

/**
 * Any thrown value → status and the error body of docs/product.md §8. Unknown failures become a bare 500; a
 * lost database link a 503 (decided in `toErrorBody`, which the tRPC errors share).
 */
export function toHttpError(error: unknown): HttpError {
  if (!(error instanceof AppError) && isFastifyError(error)) {
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = CODE_BY_STATUS[status] ?? 'BAD_REQUEST';
      const message = FRIENDLY_MESSAGES[error.code] ?? error.message;
      return { status, body: { message, code, issues: [] } };
    }
  }
  const body = toErrorBody(error);
  return { status: httpStatusOf(body.code), body };
}

export function notFoundBody(request: FastifyRequest): ErrorBody {
  const path = request.url.split('?')[0] ?? request.url;
  return { message: `No route matches ${request.method} ${path}`, code: 'NOT_FOUND', issues: [] };
}

export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  error: unknown,
): FastifyReply {
  const { status, body } = toHttpError(error);
  if (status >= 500) request.log.error({ err: error }, 'request failed');
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

/**
 * One error shape for everything the server answers, Fastify's own failures included: a malformed body
 * is a 400, never a 500, and a 5xx never shows internals (the log keeps them with the request id).
 */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error, request, reply) => sendError(request, reply, error));
    app.setNotFoundHandler((request, reply) => reply.status(404).send(notFoundBody(request)));

    // A bodiless POST with a JSON content type (an integration's logout call) is not an error.
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      if (typeof body === 'string' && body.trim() === '') return done(null, undefined);
      parseJson(request, body as string, done);
    });
  },
  { name: 'uniguide-errors' },
);
