import { toErrorBody, translateErrorBody } from '@uniguide/api';
import { AppError, httpStatusOf, type AppErrorCode, type ErrorBody } from '@uniguide/domain';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { markLanguage, requestLanguage } from '../language';

const CODE_BY_STATUS: Record<number, AppErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  408: 'REQUEST_TIMEOUT',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
  431: 'REQUEST_HEADER_FIELDS_TOO_LARGE',
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

export const SHUTTING_DOWN_MESSAGE = 'The server is shutting down. Please try again.';

/** The code body-deadlines.ts gives an upload whose body stopped arriving. */
export const UPLOAD_STALLED_CODE = 'ERR_UPLOAD_STALLED';

export function uploadStalledMessage(idleSeconds: number): string {
  return `The upload stopped arriving: no data for ${idleSeconds} seconds. Please try again.`;
}

/** What Node's HTTP parser refuses before any route runs, in the error shape. */
function clientErrorOf(error: NodeJS.ErrnoException): HttpError {
  if (error.code === UPLOAD_STALLED_CODE)
    return {
      status: 408,
      body: { message: error.message, code: 'REQUEST_TIMEOUT', issues: [] },
    };
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT')
    return {
      status: 408,
      body: {
        message: 'The request took too long to arrive',
        code: 'REQUEST_TIMEOUT',
        issues: [],
      },
    };
  if (error.code === 'HPE_HEADER_OVERFLOW')
    return {
      status: 431,
      body: {
        message: 'Request headers are too large',
        code: 'REQUEST_HEADER_FIELDS_TOO_LARGE',
        issues: [],
      },
    };
  return {
    status: 400,
    body: { message: 'Malformed HTTP request', code: 'BAD_REQUEST', issues: [] },
  };
}

/**
 * Fastify's `clientErrorHandler`: a request the HTTP parser refuses (malformed, headers too large) or
 * that arrives too slowly (REQUEST_BODY_TIMEOUT_SECONDS, or an upload that stalls for
 * UPLOAD_IDLE_TIMEOUT_SECONDS: body-deadlines.ts) is answered in the error shape, and its socket
 * closed, which ends the route's body stream so an upload cleans up at once.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, body } = clientErrorOf(error);
  const text = JSON.stringify(body);
  // A response already under way (its headers sent) cannot take a second status line.
  const started = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage
    ?.headersSent;
  if (socket.writable && !started) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(text)}\r\n\r\n${text}`,
    );
  }
  socket.destroy();
}

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
  // A 500 is a defect; a 503 (the database or the queue out of reach) is an outage the server rides out.
  if (status === 500) request.log.error({ err: error }, 'request failed');
  else if (status > 500) request.log.warn({ err: error }, 'request failed');
  // The message in the request's language (decision 069); the answer says which, and what chose it.
  const language = requestLanguage(request, request.savedLanguage);
  markLanguage(reply, language);
  return reply
    .status(status)
    .type('application/json; charset=utf-8')
    .send(translateErrorBody(body, language));
}

/**
 * One error shape for everything the server answers, Fastify's own failures included: a malformed body
 * is a 400, never a 500, and a 5xx never shows internals (the log keeps them with the request id).
 */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error, request, reply) => sendError(request, reply, error));

    // A request that arrives on a kept-alive socket once shutdown has begun is turned away at once,
    // in the error shape, so the load balancer retries it elsewhere (in-flight requests finish).
    let closing = false;
    app.addHook('preClose', (done) => {
      closing = true;
      done();
    });
    app.addHook('onRequest', (request, reply, done) => {
      if (!closing) return done();
      reply.header('connection', 'close');
      sendError(request, reply, new AppError('SERVICE_UNAVAILABLE', SHUTTING_DOWN_MESSAGE));
    });
    app.setNotFoundHandler((request, reply) => {
      const language = requestLanguage(request, request.savedLanguage);
      markLanguage(reply, language);
      return reply.status(404).send(translateErrorBody(notFoundBody(request), language));
    });

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
