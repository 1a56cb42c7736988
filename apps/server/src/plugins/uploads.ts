import type { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';
import { Server, type DataStore, type Upload } from '@tus/server';
import {
  findOwnResumableUpload,
  finishResumableUpload,
  forgetResumableUpload,
  requireSignedIn,
  startResumableUpload,
  UPLOAD_NOT_COMPLETE_MESSAGE,
  UPLOAD_NOT_FOUND_MESSAGE,
  type Context,
  type ResumableUploadLimits,
} from '@uniguide/api';
import { AppError, MAX_UPLOAD_BYTES, httpStatusOf } from '@uniguide/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendNodeResponse } from 'srvx/node';
import type { UploadRouteConfig } from './security';
import { toHttpError } from './errors';
import { uploadRequestOf } from './upload-request';

/** Where resumable uploads are served (tus 1.0; docs/decisions/038-resumable-uploads.md). */
export const UPLOADS_PATH = '/api/uploads';
/** The tus PATCH body's content type: the only one, besides JSON, these routes take. */
export const TUS_BODY_TYPE = 'application/offset+octet-stream';

/**
 * A tus store that can also read an upload back (FileStore and S3Store both can); one on this
 * machine's disk also says where an upload's file lies, so a finished one is copied, not read
 * through the process (docs/decisions/071-upload-body-without-copies.md).
 */
export type UploadStore = DataStore & {
  read(id: string): Readable | Promise<Readable>;
  pathOf?(id: string): string;
};

export interface UploadsOptions {
  /** Where partial uploads live: a tus FileStore under DATA_DIR, or an S3Store on the bucket. */
  store: UploadStore;
  limits: ResumableUploadLimits;
}

interface TusError {
  status_code: number;
  body: string;
}

/** An AppError (or any failure) as tus throws it: status and the one error body. */
function asTusError(error: unknown): TusError {
  const { status, body } = toHttpError(error);
  return { status_code: status, body: JSON.stringify(body) };
}

/** The store's own refusals (offset mismatch, size exceeded, gone) in the error shape. */
function errorShapeOf(error: unknown): TusError {
  const tus = error as Partial<TusError> | undefined;
  if (tus && typeof tus.status_code === 'number' && typeof tus.body === 'string') {
    if (tus.body.startsWith('{')) return { status_code: tus.status_code, body: tus.body };
    const status = tus.status_code;
    const message = tus.body.trim() || 'Upload failed';
    const code = status >= 500 ? 'INTERNAL_SERVER_ERROR' : httpCode(status);
    return asTusError(new AppError(code, message));
  }
  return asTusError(error);
}

function httpCode(status: number): AppError['code'] {
  const codes: Record<number, AppError['code']> = {
    400: 'BAD_REQUEST',
    403: 'FORBIDDEN',
    404: 'NOT_FOUND',
    409: 'CONFLICT',
    410: 'NOT_FOUND',
    412: 'BAD_REQUEST',
    413: 'PAYLOAD_TOO_LARGE',
    415: 'UNSUPPORTED_MEDIA_TYPE',
    460: 'BAD_REQUEST',
  };
  return codes[status] ?? 'BAD_REQUEST';
}

/** A finished upload refused by the document rules can never become a document: it goes at once. */
function isFinalRefusal(error: unknown): boolean {
  if (!(error instanceof AppError)) return false;
  const status = httpStatusOf(error.code);
  return status >= 400 && status < 500 && error.code !== 'NOT_FOUND';
}

/**
 * Resumable uploads over tus 1.0 (core, creation, expiration, termination) at /api/uploads, on the
 * tus server library: Fastify checks the session and the upload's owner (anyone else gets 404, as
 * for any row that is not theirs), the library moves the bytes into the store, and a finished upload
 * becomes a document through the same step as a one-shot multipart upload. The finishing PATCH
 * answers 200 with that document's JSON; `GET /api/uploads/{id}` answers it again (a client that
 * lost the answer, or found the upload already complete when it resumed).
 */
export async function uploadsPlugin(app: FastifyInstance, options: UploadsOptions): Promise<void> {
  const contexts = new WeakMap<IncomingMessage, Context>();
  const contextOf = (req: Request): Context => {
    const node = (req as Request & { runtime?: { node?: { req: IncomingMessage } } }).runtime?.node;
    const ctx = node ? contexts.get(node.req) : undefined;
    if (!ctx) throw new AppError('UNAUTHORIZED', 'Not signed in');
    return ctx;
  };
  const store = options.store;
  const readAll = (id: string) => Promise.resolve(store.read(id));
  const finish = (ctx: Context, id: string) =>
    finishResumableUpload(ctx, id, () => readAll(id), store.pathOf?.(id));
  const removeBytes = (id: string) => store.remove(id).catch(() => undefined);

  const tus = new Server({
    path: UPLOADS_PATH,
    datastore: store,
    maxSize: MAX_UPLOAD_BYTES,
    relativeLocation: true,
    // Same origin only: no Access-Control-Allow-Origin is sent.
    allowedOrigins: [],
    async onUploadCreate(req: Request, upload: Upload) {
      try {
        await startResumableUpload(
          contextOf(req),
          { id: upload.id, size: upload.size ?? 0, metadata: upload.metadata ?? {} },
          options.limits,
        );
      } catch (error) {
        throw asTusError(error);
      }
      return {};
    },
    async onUploadFinish(req: Request, upload: Upload) {
      const ctx = contextOf(req);
      try {
        const result = await finish(ctx, upload.id);
        await removeBytes(upload.id);
        return {
          status_code: 200,
          headers: { 'Content-Type': 'application/json; charset=utf-8' },
          body: JSON.stringify(result),
        };
      } catch (error) {
        if (isFinalRefusal(error)) {
          await removeBytes(upload.id);
          await forgetResumableUpload(ctx, upload.id);
        }
        throw asTusError(error);
      }
    },
    async onResponseError(_req: Request, error: Error | TusError) {
      return errorShapeOf(error);
    },
  });

  app.addContentTypeParser(TUS_BODY_TYPE, (_request, _payload, done) => done(null));

  const handOver = async (request: FastifyRequest, reply: FastifyReply, ctx: Context) => {
    contexts.set(request.raw, ctx);
    reply.hijack();
    // Hijacked answers skip the onSend hooks: the headers set so far (request id, security
    // headers of the JSON kind) go out with tus's own.
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value !== undefined) reply.raw.setHeader(name, value as string);
    }
    reply.raw.setHeader('cache-control', 'no-store');
    // The library's own Node entry (`handle`), with a body that is not copied chunk by chunk.
    const response = await tus.handleWeb(uploadRequestOf(request.raw, reply.raw));
    await sendNodeResponse(reply.raw, response);
  };

  const config = { uploads: 'resumable' } satisfies UploadRouteConfig;
  // OPTIONS tells what the server supports (version, extensions, max size): no session needed.
  app.options(UPLOADS_PATH, { config }, (request, reply) =>
    handOver(request, reply, request.apiContext(reply)),
  );
  app.post(UPLOADS_PATH, { config }, (request, reply) =>
    handOver(request, reply, requireSignedIn(request.apiContext(reply))),
  );
  const ownUpload = async (request: FastifyRequest, reply: FastifyReply) => {
    const ctx = requireSignedIn(request.apiContext(reply));
    const { id } = request.params as { id: string };
    const upload = await findOwnResumableUpload(ctx, id);
    return { ctx, id, upload };
  };
  for (const method of ['HEAD', 'PATCH'] as const) {
    app.route({
      method,
      url: `${UPLOADS_PATH}/:id`,
      config,
      handler: async (request, reply) => {
        const { ctx, id } = await ownUpload(request, reply);
        // Fastify routed on the path alone, but tus takes the id from the whole URL, query string
        // included ('/api/uploads/mine?x=/theirs' would reach 'theirs'): only the exact path of the
        // upload just checked is handed over.
        if (request.raw.url !== `${UPLOADS_PATH}/${id}`) {
          throw new AppError('NOT_FOUND', UPLOAD_NOT_FOUND_MESSAGE);
        }
        await handOver(request, reply, ctx);
      },
    });
  }
  // tus termination: the bytes and then the row go before the 204, so a cancelled upload no
  // longer counts against the user's caps once the client hears back.
  app.delete(`${UPLOADS_PATH}/:id`, { config }, async (request, reply) => {
    const { ctx, id } = await ownUpload(request, reply);
    await removeBytes(id);
    await forgetResumableUpload(ctx, id);
    return reply.status(204).header('tus-resumable', '1.0.0').send();
  });
  // Not part of tus: what the finished upload became, finishing it now when the process that
  // received its last byte stopped before it could.
  app.get(`${UPLOADS_PATH}/:id`, async (request, reply) => {
    const { ctx, id, upload } = await ownUpload(request, reply);
    if (upload.result) return reply.send(upload.result);
    const held = await store.getUpload(id).catch(() => null);
    if (!held || held.offset !== upload.size) {
      throw new AppError('CONFLICT', UPLOAD_NOT_COMPLETE_MESSAGE);
    }
    try {
      const result = await finish(ctx, id);
      await removeBytes(id);
      return reply.send(result);
    } catch (error) {
      if (isFinalRefusal(error)) {
        await removeBytes(id);
        await forgetResumableUpload(ctx, id);
      }
      throw error;
    }
  });
}
