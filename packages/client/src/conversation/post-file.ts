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
 * One file to one of the upload routes (multipart: the fields first, then the file), as the session
 * cookie's owner; answers the stored document's JSON.
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
