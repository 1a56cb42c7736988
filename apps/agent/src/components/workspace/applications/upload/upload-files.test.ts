// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addPendingFiles } from './file-checks';
import { installFakeXhr, storedDocument } from './fake-xhr';
import { describeFailures, overallPercent, uploadFiles } from './upload-files';

afterEach(() => vi.unstubAllGlobals());

function pending(...files: [string, number, string][]) {
  return addPendingFiles(
    [],
    files.map(([name, size, type]) => new File([new Uint8Array(size)], name, { type })),
  ).pending;
}

describe('overallPercent', () => {
  it('rounds to a whole percent within 0…100', () => {
    expect(overallPercent(0, 300)).toBe(0);
    expect(overallPercent(1, 300)).toBe(0);
    expect(overallPercent(100, 300)).toBe(33);
    expect(overallPercent(299, 300)).toBe(100);
    expect(overallPercent(400, 300)).toBe(100);
    expect(overallPercent(0, 0)).toBe(100);
  });
});

describe('uploadFiles', () => {
  it('sends one file at a time with the documented fields and reports size-weighted progress', async () => {
    const percents: number[] = [];
    const { uploads } = installFakeXhr();
    const items = pending(
      ['passport.pdf', 300, 'application/pdf'],
      ['photo.png', 100, 'image/png'],
    );
    const done = uploadFiles({ applicationId: 42 }, items, (percent) => percents.push(percent));

    await vi.waitFor(() => expect(uploads).toHaveLength(1));
    const first = uploads[0]!;
    expect(first.method).toBe('POST');
    expect(first.url).toBe('/api/documents');
    expect(first.fields).toEqual({
      applicationId: '42',
      documentType: 'passport',
      filename: 'passport.pdf',
      originalFilename: 'passport.pdf',
      fileSize: '300',
      mimeType: 'application/pdf',
    });
    expect(first.fileName).toBe('passport.pdf');
    // The fields come before the file, so the server knows the application before the bytes.
    expect(first.body).toBeInstanceOf(FormData);
    expect([...(first.body as FormData).keys()].at(-1)).toBe('file');
    first.progress(150, 300);
    first.respond(201, storedDocument(first, 1));

    await vi.waitFor(() => expect(uploads).toHaveLength(2));
    const second = uploads[1]!;
    expect(second.fields.documentType).toBe('other');
    second.progress(50, 100);
    second.respond(201, storedDocument(second, 2));

    const outcome = await done;
    expect(outcome.uploaded.map((document) => document.id)).toEqual([1, 2]);
    expect(outcome.failed).toEqual([]);
    expect(percents).toEqual([0, 38, 75, 88, 100]);
  });

  it('keeps going after a refused file and reports why each one failed', async () => {
    installFakeXhr((upload) => {
      if (upload.fileName === 'fake.pdf') {
        upload.respond(415, {
          message: 'Unsupported file type. Upload a PDF, PNG, JPG or GIF file.',
          code: 'UNSUPPORTED_MEDIA_TYPE',
          issues: [],
        });
      } else if (upload.fileName === 'lost.png') {
        upload.fail();
      } else {
        upload.respond(201, storedDocument(upload, 7));
      }
    });
    const items = pending(
      ['fake.pdf', 10, 'application/pdf'],
      ['transcript.pdf', 10, 'application/pdf'],
      ['lost.png', 10, 'image/png'],
    );
    const outcome = await uploadFiles({ applicationId: 5 }, items, () => undefined);
    expect(outcome.uploaded.map((document) => document.originalFilename)).toEqual([
      'transcript.pdf',
    ]);
    expect(outcome.failed.map(({ error }) => [error.fileName, error.status])).toEqual([
      ['fake.pdf', 415],
      ['lost.png', 0],
    ]);
    expect(describeFailures(outcome.failed)).toBe(
      'fake.pdf: Unsupported file type. Upload a PDF, PNG, JPG or GIF file. lost.png: the connection was interrupted.',
    );
  });

  it('hides server internals of a 5xx and reads a non-JSON error page', async () => {
    installFakeXhr((upload) => upload.respond(502, '<html>Bad gateway</html>'));
    const outcome = await uploadFiles(
      { applicationId: 5 },
      pending(['a.pdf', 10, 'application/pdf']),
      () => {},
    );
    expect(outcome.failed[0]?.error.status).toBe(502);
    expect(describeFailures(outcome.failed)).toBe('a.pdf: the server could not store it.');
  });

  it("sends a passport's expiry date, and a student-file upload to the student's address", async () => {
    const { uploads } = installFakeXhr((upload) => upload.respond(201, storedDocument(upload, 3)));
    const [passport, transcript] = pending(
      ['passport.pdf', 10, 'application/pdf'],
      ['transcript.pdf', 10, 'application/pdf'],
    );
    const outcome = await uploadFiles(
      { studentId: 12 },
      [{ ...passport!, expiresOn: '2027-03-31' }, transcript!],
      () => undefined,
    );
    expect(outcome.failed).toEqual([]);
    expect(uploads.map((upload) => upload.url)).toEqual([
      '/api/students/12/documents',
      '/api/students/12/documents',
    ]);
    expect(uploads[0]?.fields).toMatchObject({ documentType: 'passport', expiresOn: '2027-03-31' });
    expect(uploads[0]?.fields.applicationId).toBeUndefined();
    expect(uploads[1]?.fields.expiresOn).toBeUndefined();
  });
});
