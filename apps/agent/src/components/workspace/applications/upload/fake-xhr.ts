import { vi } from 'vitest';

/** One request sent through the fake XMLHttpRequest; the test answers it when it likes. */
export interface FakeUpload {
  method: string;
  url: string;
  headers: Record<string, string>;
  /** A multipart form (the one-shot routes), or a tus PATCH's bytes. */
  body: FormData | Blob | null;
  /** The `file` part's name and the form fields, for assertions. */
  fields: Record<string, string>;
  fileName: string | undefined;
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

    send(body: FormData | Blob | null) {
      const fields: Record<string, string> = {};
      let fileName: string | undefined;
      if (body instanceof FormData) {
        for (const [name, value] of body.entries()) {
          if (typeof value === 'string') fields[name] = value;
          else if (name === 'file') fileName = value.name;
        }
      }
      const upload: FakeUpload = {
        method: this.method,
        url: this.url,
        headers: this.headers,
        body,
        fields,
        fileName,
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

/** What the server answers for a stored document. */
export function storedDocument(upload: FakeUpload, id: number) {
  const studentId = /\/api\/students\/(\d+)\//.exec(upload.url)?.[1];
  return {
    id,
    applicationId: upload.fields.applicationId ? Number(upload.fields.applicationId) : null,
    studentId: studentId ? Number(studentId) : 1,
    expiresOn: upload.fields.expiresOn ?? null,
    documentType: upload.fields.documentType,
    filename: `stored-${id}`,
    originalFilename: upload.fileName ?? 'document',
    fileSize: Number(upload.fields.fileSize),
    mimeType: upload.fields.mimeType,
    uploadedAt: '2025-05-01T10:00:00.000Z',
  };
}
