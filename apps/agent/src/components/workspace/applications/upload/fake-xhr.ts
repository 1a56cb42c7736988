import { vi } from 'vitest';

/** One request sent through the fake XMLHttpRequest; the test answers it when it likes. */
export interface FakeUpload {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: FormData;
  /** The `file` part's name and the form fields, for assertions. */
  fields: Record<string, string>;
  fileName: string | undefined;
  progress(loaded: number, total: number): void;
  respond(status: number, body: unknown): void;
  /** The network failed: no status, `onerror`. */
  fail(): void;
}

type Listener = ((event: ProgressEvent) => void) | null;

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

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }

    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }

    send(body: FormData) {
      const fields: Record<string, string> = {};
      let fileName: string | undefined;
      for (const [name, value] of body.entries()) {
        if (typeof value === 'string') fields[name] = value;
        else if (name === 'file') fileName = value.name;
      }
      const upload: FakeUpload = {
        method: this.method,
        url: this.url,
        headers: this.headers,
        body,
        fields,
        fileName,
        progress: (loaded, total) =>
          this.upload.onprogress?.(
            new ProgressEvent('progress', { lengthComputable: true, loaded, total }),
          ),
        respond: (status, responseBody) => {
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
