import { expect, vi } from 'vitest';

/** One request sent through the fake XMLHttpRequest; the test answers it when it likes. */
export interface FakeUpload {
  method: string;
  url: string;
  headers: Record<string, string>;
  /** A tus PATCH's bytes. */
  body: Blob | null;
  /** A tus request's `Upload-Metadata`, decoded (docs/decisions/038-resumable-uploads.md). */
  metadata: Record<string, string>;
  progress(loaded: number, total: number): void;
  respond(status: number, body: unknown, headers?: Record<string, string>): void;
  /** The network failed: no status, `onerror`. */
  fail(): void;
}

type Listener = ((event: ProgressEvent) => void) | null;

/** tus `Upload-Metadata`: comma-separated `key base64(value)` pairs. */
function decodeMetadata(header: string | undefined): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const pair of header?.split(',') ?? []) {
    const [key, value] = pair.trim().split(' ');
    if (!key) continue;
    const bytes = Uint8Array.from(atob(value ?? ''), (char) => char.charCodeAt(0));
    metadata[key] = new TextDecoder().decode(bytes);
  }
  return metadata;
}

/**
 * Stands in for XMLHttpRequest in component tests (jsdom's would try the network). `onSend` sees
 * each upload as it is sent and may answer it at once, or the test answers it later through
 * `uploads`.
 */
export function installFakeXhr(onSend?: (upload: FakeUpload) => void) {
  const uploads: FakeUpload[] = [];

  class FakeXMLHttpRequest {
    status = 0;
    statusText = '';
    responseText = '';
    withCredentials = false;
    upload: { onprogress: Listener } = { onprogress: null };
    onload: Listener = null;
    onerror: Listener = null;
    onabort: Listener = null;
    ontimeout: Listener = null;
    private method = '';
    private url = '';
    private headers: Record<string, string> = {};
    private responseHeaders: Record<string, string> = {};

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }

    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }

    getResponseHeader(name: string): string | null {
      const found = Object.entries(this.responseHeaders).find(
        ([key]) => key.toLowerCase() === name.toLowerCase(),
      );
      return found ? found[1] : null;
    }

    abort() {
      this.onabort?.(new ProgressEvent('abort'));
    }

    send(body: Blob | null) {
      const upload: FakeUpload = {
        method: this.method,
        url: this.url,
        headers: this.headers,
        body,
        metadata: decodeMetadata(this.headers['Upload-Metadata']),
        progress: (loaded, total) =>
          this.upload.onprogress?.(
            new ProgressEvent('progress', { lengthComputable: true, loaded, total }),
          ),
        respond: (status, responseBody, headers = {}) => {
          this.responseHeaders = headers;
          this.status = status;
          this.statusText = String(status);
          this.responseText =
            typeof responseBody === 'string' ? responseBody : JSON.stringify(responseBody);
          this.onload?.(new ProgressEvent('load'));
        },
        fail: () => this.onerror?.(new ProgressEvent('error')),
      };
      uploads.push(upload);
      onSend?.(upload);
    }
  }

  vi.stubGlobal('XMLHttpRequest', FakeXMLHttpRequest);
  return { uploads };
}

/** What the server answers for a stored document, from the upload's tus metadata. */
export function storedDocument(creation: FakeUpload, id: number) {
  const { metadata } = creation;
  return {
    id,
    applicationId: metadata.applicationId ? Number(metadata.applicationId) : null,
    studentId: metadata.studentId ? Number(metadata.studentId) : 1,
    expiresOn: metadata.expiresOn ?? null,
    documentType: metadata.documentType,
    filename: `stored-${id}`,
    originalFilename: metadata.filename ?? 'document',
    fileSize: Number(creation.headers['Upload-Length']),
    mimeType: 'application/pdf',
    uploadedAt: '2025-05-01T10:00:00.000Z',
  };
}

/**
 * A tus server in front of the fake XMLHttpRequest (docs/decisions/038-resumable-uploads.md): each
 * creation (POST /api/uploads) is answered 201 with its own address, a HEAD with the offset 0; its
 * bytes (PATCH) are answered by `finish` with the creation seen and its index, as the status and body the finishing PATCH gets; `undefined`
 * leaves the PATCH for the test to answer.
 */
export function installFakeTus(
  finish: (creation: FakeUpload, index: number) => { status: number; body: unknown } | undefined = (
    creation,
    index,
  ) => ({
    status: 200,
    body: storedDocument(creation, index + 1),
  }),
) {
  const creations = new Map<string, FakeUpload>();
  // tus-js-client remembers unfinished uploads there, to resume them: each test starts afresh.
  localStorage.clear();
  const fake = installFakeXhr((upload) => {
    if (upload.method === 'POST') {
      const location = `/api/uploads/u${creations.size + 1}`;
      creations.set(location, upload);
      upload.respond(201, '', { Location: location });
      return;
    }
    const creation = creations.get(upload.url);
    if (!creation) return;
    const length = creation.headers['Upload-Length']!;
    // A resumed or retried upload first asks how many bytes the server holds: none until it finished.
    if (upload.method === 'HEAD') {
      upload.respond(200, '', { 'Upload-Offset': '0', 'Upload-Length': length });
      return;
    }
    if (upload.method !== 'PATCH') return;
    const answer = finish(creation, [...creations.keys()].indexOf(upload.url));
    if (!answer) return;
    upload.respond(answer.status, answer.body, {
      'Upload-Offset': answer.status < 300 ? length : '0',
    });
  });
  return {
    ...fake,
    /** The creations (POST), in order: their `metadata` says where each file goes. */
    creations: () => fake.uploads.filter((upload) => upload.method === 'POST'),
    /** The byte-carrying requests (PATCH), in order. */
    patches: () => fake.uploads.filter((upload) => upload.method === 'PATCH'),
  };
}

/**
 * The tus server of `installFakeTus` refusing the first file's bytes as busy (429, "Too many uploads
 * at once"), then storing every later one as the document `id`: the Retry flow's server.
 */
export function installBusyOnceTus(id: number) {
  let tries = 0;
  return installFakeTus((creation) =>
    ++tries === 1
      ? {
          status: 429,
          body: { message: 'Too many uploads at once', code: 'TOO_MANY_REQUESTS', issues: [] },
        }
      : { status: 200, body: storedDocument(creation, id) },
  );
}

/** One file refused once and retried: the retry asked what the server holds, then sent the rest. */
export function expectRetriedOnce(uploads: FakeUpload[]) {
  expect(uploads.map((upload) => `${upload.method} ${upload.url}`)).toEqual([
    'POST /api/uploads',
    'PATCH /api/uploads/u1',
    'HEAD /api/uploads/u1',
    'PATCH /api/uploads/u1',
  ]);
}
