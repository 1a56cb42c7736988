/** A refused upload, with the server's `message` when it sent one. */
export class FileUploadError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'FileUploadError';
  }
}

/**
 * One file in one multipart request (the fields first, then the file); answers the stored document's
 * JSON. Only the student's link uses it: the student has no account, so no resumable upload (those
 * belong to signed-in users, docs/decisions/046-student-link-and-quotes.md); the apps' own uploads
 * are resumable (docs/decisions/043-upload-memory.md).
 */
export async function postFile<T = { id: number; originalFilename: string }>(
  url: string,
  file: File,
  fields: Record<string, string> = {},
): Promise<T> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', file, file.name);
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      body: form,
      credentials: 'include',
      headers: { Accept: 'application/json' },
    });
  } catch {
    throw new FileUploadError(0, `${file.name} could not be sent: the connection was interrupted`);
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const message =
      body && typeof body === 'object' && 'message' in body && typeof body.message === 'string'
        ? body.message
        : `${file.name} could not be stored (HTTP ${response.status})`;
    throw new FileUploadError(response.status, message);
  }
  return body as T;
}
