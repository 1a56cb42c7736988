/** Where resumable uploads go (tus 1.0; docs/decisions/038-resumable-uploads.md). */
export const RESUMABLE_UPLOADS_URL = '/api/uploads';

/** Waits between automatic retries after a dropped connection; then the agent retries by hand. */
const RETRY_DELAYS_MS = [0, 1000, 3000, 5000, 10_000, 20_000];

/**
 * A refused or broken upload. `status` is the HTTP status, 0 when the request never got an answer
 * (offline, connection reset); `message` is the server's `message` field when it sent one.
 */
export class ResumableUploadError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ResumableUploadError';
  }
}

function serverMessage(body: string | undefined): string | undefined {
  try {
    const parsed: unknown = JSON.parse(body ?? '');
    if (typeof parsed === 'object' && parsed !== null && 'message' in parsed) {
      const { message } = parsed;
      if (typeof message === 'string' && message.trim() !== '') return message;
    }
  } catch {
    // A proxy's HTML page: the status decides the wording.
  }
  return undefined;
}

export interface ResumableUploadInput {
  file: File;
  /**
   * `kind` (student, university, message) and the fields of the matching one-shot route
   * (applicationId or studentId, documentType, expiresOn, requestId, replacesDocumentId,
   * universityDocumentType); the file's name is added.
   */
  metadata: Record<string, string>;
  onProgress?: (bytesSent: number, bytesTotal: number) => void;
}

/** One upload under way: it settles once, with what the file became or why it failed. */
export interface ResumableUpload<T> {
  readonly done: Promise<T>;
  /** Stops sending; what the server holds stays for `resume`. */
  pause(): void;
  /** Continues from the last byte the server holds (also after a failure: the retry). */
  resume(): void;
}

/**
 * Sends one file over tus with the library's browser client, loaded on first use so pages that
 * never upload do not carry it. A dropped connection is retried from the server's offset; a file
 * picked again after a reload (same name, size, date) continues where the last try stopped.
 */
export function startResumableUpload<T>(input: ResumableUploadInput): ResumableUpload<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const done = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  let upload: { start(): void; abort(): Promise<void>; url: string | null } | null = null;
  let paused = false;

  const loading = import('tus-js-client').then(({ Upload }) => {
    const created = new Upload(input.file, {
      endpoint: RESUMABLE_UPLOADS_URL,
      retryDelays: RETRY_DELAYS_MS,
      metadata: { ...input.metadata, filename: input.file.name },
      removeFingerprintOnSuccess: true,
      onBeforeRequest: (request) => {
        // The session cookie goes with every call; the server answers JSON errors.
        const xhr = request.getUnderlyingObject() as XMLHttpRequest;
        xhr.withCredentials = true;
        request.setHeader('Accept', 'application/json');
      },
      onProgress: (sent, total) => input.onProgress?.(sent, total),
      onSuccess: ({ lastResponse }) => {
        const body = lastResponse.getBody();
        if (body) {
          resolve(JSON.parse(body) as T);
          return;
        }
        // Found complete on resume: the document it became is asked for.
        void fetch(created.url ?? '', {
          credentials: 'include',
          headers: { Accept: 'application/json' },
        })
          .then(async (response) => {
            const text = await response.text();
            if (!response.ok)
              throw new ResumableUploadError(
                response.status,
                serverMessage(text) ?? 'Upload failed',
              );
            resolve(JSON.parse(text) as T);
          })
          .catch((error: unknown) =>
            reject(error instanceof Error ? error : new ResumableUploadError(0, String(error))),
          );
      },
      onError: (error) => {
        const response = (
          error as { originalResponse?: { getStatus(): number; getBody(): string } | null }
        ).originalResponse;
        const status = response?.getStatus() ?? 0;
        reject(
          new ResumableUploadError(
            status,
            serverMessage(response?.getBody()) ??
              (status === 0 ? 'The connection was interrupted' : 'Upload failed'),
          ),
        );
      },
    });
    upload = created;
    return created.findPreviousUploads().then((previous) => {
      const last = previous[0];
      if (last) created.resumeFromPreviousUpload(last);
      if (!paused) created.start();
    });
  });
  loading.catch((error: unknown) =>
    reject(new ResumableUploadError(0, error instanceof Error ? error.message : String(error))),
  );

  return {
    done,
    pause() {
      paused = true;
      void upload?.abort();
    },
    resume() {
      paused = false;
      upload?.start();
    },
  };
}
