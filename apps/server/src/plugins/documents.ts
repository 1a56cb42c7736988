import type { ReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import multipart from '@fastify/multipart';
import {
  FILE_TOO_LARGE_MESSAGE,
  openDocumentDownload,
  openMaterialDownload,
  registerMarketingMaterial,
  readQuote,
  registerSharedUpload,
  registerUpload,
  renderQuotePdf,
  requireSignedIn,
} from '@uniguide/api';
import {
  AppError,
  MAX_UPLOAD_BYTES,
  ZApplicationPathParams,
  ZDocumentPathParams,
  ZIdInput,
  ZStudentPathParams,
  isAllowedUploadMime,
  parseInput,
  safeDownloadName,
} from '@uniguide/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PrivateFileRouteConfig } from '../private-files';
import type { UploadRouteConfig } from './security';
import { isUploadInterrupted, spoolMultipart } from '../storage/spool';

/** Headers, boundaries and the six small fields of POST /api/documents (docs/product.md §8) on top of the file itself. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/**
 * The spooled file as a stream, its descriptor already open. `createReadStream(path)` opens lazily:
 * a refusal that destroys the stream and removes the spool folder before that open ran made the
 * open fail later with no one listening, and the unhandled error ended the process.
 */
async function openSpooled(path: string): Promise<ReadStream> {
  const handle = await open(path, 'r');
  return handle.createReadStream();
}

/**
 * RFC 6266: always a download (never shown in place), a plain ASCII fallback plus the exact UTF-8
 * name, with no way to break out of the header. The name is the document's safe name: its extension
 * is the verified type's, whatever the file was called (docs/product.md §7).
 */
export function contentDisposition(originalFilename: string, mimeType: string): string {
  const name = safeDownloadName(originalFilename, mimeType);
  const fallback = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/**
 * The request's multipart body, spooled. A body that stops arriving (the client went away, or the
 * body timeout cut a stalled one off) is the network's doing: logged at warn, never as a defect.
 */
async function spoolRequest(request: FastifyRequest) {
  try {
    return await spoolMultipart(request.parts(), { request: request.raw });
  } catch (error) {
    if (isUploadInterrupted(error))
      request.log.warn({ url: request.url }, 'upload interrupted: the body stopped arriving');
    throw error;
  }
}

function requireMultipart(request: FastifyRequest): void {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the file as multipart/form-data');
  }
  const length = Number(request.headers['content-length']);
  // Refused before reading: a body this large cannot hold a file within the limit.
  if (Number.isFinite(length) && length > MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD_BYTES) {
    throw new AppError('PAYLOAD_TOO_LARGE', FILE_TOO_LARGE_MESSAGE);
  }
}

/**
 * A multipart request's one required file, handed with the request's fields to `register`, whose
 * answer is sent as 201. The file is opened only once every field is read, and closed on every way
 * out: a refusal for ownership or fields never reads it, and an unread stream would hold its
 * descriptor until garbage collection.
 */
async function receiveFile(
  request: FastifyRequest,
  reply: FastifyReply,
  register: (
    fields: Record<string, string>,
    file: { stream: ReadStream; filename: string | undefined },
  ) => Promise<unknown>,
) {
  requireMultipart(request);
  const spooled = await spoolRequest(request);
  let stream: ReadStream | undefined;
  try {
    if (!spooled.file) {
      throw new AppError('BAD_REQUEST', 'A file is required', [
        { path: 'file', message: 'A file is required' },
      ]);
    }
    if (spooled.file.truncated) throw new AppError('PAYLOAD_TOO_LARGE', FILE_TOO_LARGE_MESSAGE);
    stream = await openSpooled(spooled.file.path);
    const stored = await register(spooled.fields, { stream, filename: spooled.file.filename });
    return reply.status(201).send(stored);
  } finally {
    stream?.destroy();
    await spooled.cleanup();
  }
}

/**
 * One upload for both routes: POST /api/documents names the application in its fields, POST
 * /api/students/{id}/documents names the student in its path (the file goes on the student's record).
 */
async function upload(
  request: FastifyRequest,
  reply: FastifyReply,
  target: { studentId?: number },
) {
  const ctx = requireSignedIn(request.apiContext(reply));
  return receiveFile(request, reply, (fields, file) =>
    registerUpload(
      ctx,
      'student',
      target.studentId === undefined ? fields : { ...fields, ...target },
      file,
    ),
  );
}

/**
 * A file that is not the student's own (docs/decisions/024-application-conversation.md): a document
 * from the university (admins) or a message attachment, for the application in the path.
 */
async function applicationFileUpload(
  request: FastifyRequest,
  reply: FastifyReply,
  kind: 'university' | 'message',
) {
  const ctx = requireSignedIn(request.apiContext(reply));
  const { id } = parseInput(ZApplicationPathParams, request.params);
  return receiveFile(request, reply, (fields, file) =>
    registerUpload(ctx, kind, { ...fields, applicationId: id }, file),
  );
}

/**
 * The student's upload through their link (docs/product.md §5.10): no account, the token in the path
 * decides whose file; the same spooling, limits and pipeline as every upload.
 */
async function sharedUpload(request: FastifyRequest, reply: FastifyReply) {
  const { token } = request.params as { token: string };
  const ctx = request.apiContext(reply);
  return receiveFile(request, reply, (fields, file) =>
    registerSharedUpload(ctx, token, fields, file),
  );
}

/**
 * A quote as a PDF, drawn on the server (its student's agency and admins only), in the requester's
 * language (docs/decisions/072-email-language.md).
 */
async function quotePdf(request: FastifyRequest, reply: FastifyReply) {
  const ctx = requireSignedIn(request.apiContext(reply));
  const { id } = parseInput(ZIdInput, request.params);
  const pdf = await renderQuotePdf(await readQuote(ctx, id), ctx.language);
  return reply
    .header('content-type', 'application/pdf')
    .header('content-length', String(pdf.length))
    .header('content-disposition', contentDisposition(`quote-${id}.pdf`, 'application/pdf'))
    .header('content-language', ctx.language)
    .header('vary', 'Accept-Language, Cookie')
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(pdf);
}

/**
 * An admin's marketing material (docs/decisions/047-admin-inbox-and-marketing-kit.md): its fields
 * and, but for a video link, its file, through the same spooling and limits as every upload.
 */
async function marketingUpload(request: FastifyRequest, reply: FastifyReply) {
  const ctx = requireSignedIn(request.apiContext(reply));
  requireMultipart(request);
  const spooled = await spoolRequest(request);
  let stream: ReadStream | undefined;
  try {
    if (spooled.file?.truncated) throw new AppError('PAYLOAD_TOO_LARGE', FILE_TOO_LARGE_MESSAGE);
    if (spooled.file) stream = await openSpooled(spooled.file.path);
    const material = await registerMarketingMaterial(
      ctx,
      spooled.fields,
      stream && spooled.file ? { stream, filename: spooled.file.filename } : undefined,
    );
    return reply.status(201).send(material);
  } finally {
    stream?.destroy();
    await spooled.cleanup();
  }
}

/** Images and PDFs may be shown in place (`?preview=true`, the library's preview); else a download. */
async function marketingDownload(request: FastifyRequest, reply: FastifyReply) {
  const { id } = parseInput(ZDocumentPathParams, request.params);
  const preview = (request.query as Record<string, unknown>).preview === 'true';
  const { material, stream } = await openMaterialDownload(request.apiContext(reply), id, {
    preview,
  });
  const mime = material.mimeType ?? 'application/octet-stream';
  const name = material.originalFilename ?? 'material';
  const disposition = contentDisposition(name, mime);
  return reply
    .header('content-type', isAllowedUploadMime(mime) ? mime : 'application/octet-stream')
    .header('content-length', String(material.fileSize ?? 0))
    .header(
      'content-disposition',
      preview && isAllowedUploadMime(mime)
        ? disposition.replace(/^attachment/, 'inline')
        : disposition,
    )
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(stream);
}

async function download(request: FastifyRequest, reply: FastifyReply) {
  const { id } = parseInput(ZDocumentPathParams, request.params);
  const { document, stream, range } = await openDocumentDownload(
    request.apiContext(reply),
    id,
    request.headers.range,
  );
  if (range) {
    reply
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${document.fileSize}`);
  }
  return reply
    .header('accept-ranges', 'bytes')
    .header(
      'content-type',
      isAllowedUploadMime(document.mimeType) ? document.mimeType : 'application/octet-stream',
    )
    .header('content-length', String(range ? range.end - range.start + 1 : document.fileSize))
    .header('content-disposition', contentDisposition(document.originalFilename, document.mimeType))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(stream);
}

/**
 * Document uploads and downloads: multipart and byte streams stay outside tRPC. The rules (who may,
 * what type, how big) live in the upload and download services of @uniguide/api; these routes only
 * move bytes. Registered unwrapped, so the multipart parser applies to these routes alone.
 */
export async function documentsPlugin(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: {
      fileSize: MAX_UPLOAD_BYTES,
      files: 1,
      fields: 20,
      fieldSize: 10_000,
      parts: 25,
      headerPairs: 100,
    },
  });
  const takesFiles = { config: { uploads: true } satisfies UploadRouteConfig };
  app.post('/api/documents', takesFiles, (request, reply) => upload(request, reply, {}));
  app.post('/api/students/:id/documents', takesFiles, (request, reply) => {
    const { id } = parseInput(ZStudentPathParams, request.params);
    return upload(request, reply, { studentId: id });
  });
  app.post('/api/admin/applications/:id/university-documents', takesFiles, (request, reply) =>
    applicationFileUpload(request, reply, 'university'),
  );
  app.post('/api/applications/:id/messages/attachments', takesFiles, (request, reply) =>
    applicationFileUpload(request, reply, 'message'),
  );
  app.post('/api/share/:token/documents', takesFiles, (request, reply) =>
    sharedUpload(request, reply),
  );
  app.get(
    '/api/quotes/:id/pdf',
    { config: { privateFile: true } satisfies PrivateFileRouteConfig },
    quotePdf,
  );
  app.get(
    '/api/documents/:id/download',
    { config: { privateFile: true } satisfies PrivateFileRouteConfig },
    download,
  );
  app.post('/api/admin/marketing-materials', takesFiles, (request, reply) =>
    marketingUpload(request, reply),
  );
  app.get(
    '/api/marketing-materials/:id/download',
    { config: { privateFile: true } satisfies PrivateFileRouteConfig },
    marketingDownload,
  );
}
