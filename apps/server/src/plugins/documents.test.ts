import { readdir } from 'node:fs/promises';
import { MAX_UPLOAD_BYTES } from '@uniguide/domain';
import { describe, expect, it } from 'vitest';
import { applicationForm, SAMPLE_FILES, type FormPart } from '../storage/test-fixtures';
import { localStorageCombinations, postMultipart, storageWorld } from '../../test/helpers';
import { SESSION_COOKIE } from './session';
import { contentDisposition } from './documents';

const HOST = 'localhost:3000';
const ORIGIN = 'http://localhost:3000';

describe.each(localStorageCombinations())(
  'document routes on $db with $storage storage',
  ({ db, storage: storageDriver }) => {
    const world = storageWorld(db, storageDriver);

    function json(
      method: 'GET' | 'POST' | 'PUT' | 'DELETE',
      url: string,
      token?: string,
      body?: unknown,
    ) {
      return world.app.inject({
        method,
        url,
        headers: {
          host: HOST,
          ...(method !== 'GET' ? { origin: ORIGIN } : {}),
          ...(token ? { cookie: `${SESSION_COOKIE}=${token}` } : {}),
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
      });
    }

    async function newApplication(token = world.agent.token): Promise<number> {
      const response = await json('POST', '/api/applications', token, {
        programId: world.programId,
        ...applicationForm(),
      });
      expect(response.statusCode).toBe(201);
      return response.json().id;
    }

    async function upload(parts: FormPart[], token: string | null = world.agent.token) {
      return postMultipart(world.app, '/api/documents', parts, { token });
    }

    /** The documented REST call's order: the file first, then the fields. */
    function specParts(
      applicationId: number,
      data: Buffer,
      name: string,
      extra: FormPart[] = [],
    ): FormPart[] {
      return [
        ['file', data, name],
        ['applicationId', String(applicationId)],
        ['documentType', 'passport'],
        ['filename', `${Date.now()}-${name}`],
        ['originalFilename', name],
        ['fileSize', String(data.length)],
        ['mimeType', 'application/pdf'],
        ...extra,
      ];
    }

    async function documentCount(applicationId: number): Promise<number> {
      const rows = await world.database.db
        .selectFrom('documents')
        .select('id')
        .where('applicationId', '=', applicationId)
        .execute();
      return rows.length;
    }

    async function storedFiles(): Promise<number> {
      const entries = await readdir(world.dataDir, { recursive: true, withFileTypes: true }).catch(
        () => [],
      );
      return entries.filter((entry) => entry.isFile()).length;
    }

    it('accepts the documented multipart call (file first) and answers 201 with the metadata', async () => {
      const applicationId = await newApplication();
      const response = await upload(
        specParts(applicationId, SAMPLE_FILES.pdf, 'Passport – Ünal.pdf'),
      );
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        applicationId,
        documentType: 'passport',
        originalFilename: 'Passport – Ünal.pdf',
        fileSize: SAMPLE_FILES.pdf.length,
        mimeType: 'application/pdf',
      });
      const detail = await json('GET', `/api/applications/${applicationId}`, world.agent.token);
      expect(detail.json().documents).toHaveLength(1);
    });

    it('accepts the fields before the file, inferring the type from the file name', async () => {
      const applicationId = await newApplication();
      const response = await upload([
        ['applicationId', String(applicationId)],
        ['file', SAMPLE_FILES.png, 'TOEFL – Ünal.png'],
      ]);
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        documentType: 'english-proficiency',
        mimeType: 'image/png',
        originalFilename: 'TOEFL – Ünal.png',
      });
    });

    it('refuses a file over 10 MB with 413 and stores nothing', async () => {
      const applicationId = await newApplication();
      const filesBefore = await storedFiles();
      const big = Buffer.concat([
        SAMPLE_FILES.pdf,
        Buffer.alloc(MAX_UPLOAD_BYTES + 1 - SAMPLE_FILES.pdf.length),
      ]);
      const response = await upload(specParts(applicationId, big, 'huge.pdf'));
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({
        message: 'File is too large. The maximum size is 10 MB.',
        code: 'PAYLOAD_TOO_LARGE',
        issues: [],
      });
      expect(await documentCount(applicationId)).toBe(0);
      expect(await storedFiles()).toBe(filesBefore);
      // A body far over the limit is refused from its Content-Length, before it is read.
      const huge = Buffer.concat([SAMPLE_FILES.pdf, Buffer.alloc(12 * 1024 * 1024)]);
      expect((await upload(specParts(applicationId, huge, 'huge.pdf'))).statusCode).toBe(413);
      expect(await documentCount(applicationId)).toBe(0);
      const exact = Buffer.concat([
        SAMPLE_FILES.pdf,
        Buffer.alloc(MAX_UPLOAD_BYTES - SAMPLE_FILES.pdf.length),
      ]);
      const accepted = await upload(specParts(applicationId, exact, 'exact.pdf'));
      expect(accepted.statusCode).toBe(201);
      expect(accepted.json().fileSize).toBe(MAX_UPLOAD_BYTES);
    });

    it('refuses bytes that are not PDF/PNG/JPEG/GIF with 415 even when the client says PDF', async () => {
      const applicationId = await newApplication();
      const filesBefore = await storedFiles();
      const response = await upload(
        specParts(applicationId, Buffer.from('MZ\x90\x00 not really a pdf'), 'cv.pdf'),
      );
      expect(response.statusCode).toBe(415);
      expect(response.json().message).toBe(
        'Unsupported file type. Upload a PDF, PNG, JPG or GIF file.',
      );
      expect(await documentCount(applicationId)).toBe(0);
      expect(await storedFiles()).toBe(filesBefore);
    });

    it('answers 401, 404, 400 and 415 for the wrong caller or a malformed request', async () => {
      const applicationId = await newApplication();
      expect(
        (await upload(specParts(applicationId, SAMPLE_FILES.pdf, 'a.pdf'), null)).statusCode,
      ).toBe(401);
      const foreign = await upload(
        specParts(applicationId, SAMPLE_FILES.pdf, 'a.pdf'),
        world.other.token,
      );
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().message).toBe('Application not found');
      const noFile = await upload([['applicationId', String(applicationId)]]);
      expect(noFile.statusCode).toBe(400);
      expect(noFile.json().issues).toEqual([{ path: 'file', message: 'A file is required' }]);
      const twoFiles = await upload([
        ['applicationId', String(applicationId)],
        ['file', SAMPLE_FILES.pdf, 'a.pdf'],
        ['file', SAMPLE_FILES.pdf, 'b.pdf'],
      ]);
      expect(twoFiles.statusCode).toBe(400);
      expect(twoFiles.json().message).toBe('Upload one file per request');
      const asJson = await json('POST', '/api/documents', world.agent.token, { applicationId });
      expect(asJson.statusCode).toBe(415);
      expect(await documentCount(applicationId)).toBe(0);
      expect(
        (await upload(specParts(applicationId, SAMPLE_FILES.pdf, 'ok.pdf'), world.admin.token))
          .statusCode,
      ).toBe(201);
    });

    it('downloads with a safe attachment header for the owner and admins, 404 for others', async () => {
      const applicationId = await newApplication();
      const uploaded = (
        await upload(specParts(applicationId, SAMPLE_FILES.pdf, 'Transcript "final".pdf'))
      ).json();
      const url = `/api/documents/${uploaded.id}/download`;
      const response = await json('GET', url, world.agent.token);
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload).toEqual(SAMPLE_FILES.pdf);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="Transcript final.pdf"; filename*=UTF-8''Transcript%20final.pdf`,
      );
      expect((await json('GET', url, world.admin.token)).statusCode).toBe(200);
      expect((await json('GET', url, world.other.token)).json()).toMatchObject({
        code: 'NOT_FOUND',
        message: 'Document not found',
      });
      expect((await json('GET', url)).statusCode).toBe(401);
      expect((await json('GET', '/api/documents/abc/download', world.agent.token)).statusCode).toBe(
        400,
      );
    });

    it('keeps and serves every file under its verified type’s extension, never as a page', async () => {
      const applicationId = await newApplication();
      const cases: Array<[Buffer, string, string, string]> = [
        [SAMPLE_FILES.pdf, 'invoice.html', 'invoice.pdf', 'application/pdf'],
        [SAMPLE_FILES.pdf, 'passport.pdf.html', 'passport.pdf', 'application/pdf'],
        [SAMPLE_FILES.png, 'x.svg', 'x.png', 'image/png'],
        [SAMPLE_FILES.pdf, 'invoice\u202Efdp.exe', 'invoicefdp.pdf', 'application/pdf'],
      ];
      for (const [bytes, sent, kept, mime] of cases) {
        const response = await upload([
          ['applicationId', String(applicationId)],
          ['documentType', 'other'],
          ['file', bytes, sent],
        ]);
        expect(response.statusCode, sent).toBe(201);
        expect(response.json()).toMatchObject({ originalFilename: kept, mimeType: mime });
        const download = await json(
          'GET',
          `/api/documents/${response.json().id}/download`,
          world.agent.token,
        );
        expect(download.headers['content-type']).toBe(mime);
        expect(download.headers['x-content-type-options']).toBe('nosniff');
        expect(download.headers['content-disposition']).toBe(
          `attachment; filename="${kept}"; filename*=UTF-8''${encodeURIComponent(kept)}`,
        );
      }
      // A row stored before names were fixed is served under the safe name all the same.
      const legacy = (
        await upload(specParts(applicationId, SAMPLE_FILES.pdf, 'old.pdf'))
      ).json() as { id: number };
      await world.database.db
        .updateTable('documents')
        .set({ originalFilename: 'old.html' })
        .where('id', '=', legacy.id)
        .execute();
      const served = await json('GET', `/api/documents/${legacy.id}/download`, world.agent.token);
      expect(served.headers['content-disposition']).toMatch(/^attachment; filename="old\.pdf"/);
    });

    it('refuses a cross-site download with the owner’s cookie and writes no audit row', async () => {
      const applicationId = await newApplication();
      const uploaded = (await upload(specParts(applicationId, SAMPLE_FILES.pdf, 'cv.pdf'))).json();
      const url = `/api/documents/${uploaded.id}/download`;
      const audits = async () =>
        (await world.database.db.selectFrom('auditLogs').select('id').execute()).length;
      const before = await audits();
      const get = (headers: Record<string, string>) =>
        world.app.inject({
          method: 'GET',
          url,
          headers: { host: HOST, cookie: `${SESSION_COOKIE}=${world.agent.token}`, ...headers },
        });
      for (const headers of [
        { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' } as Record<string, string>,
        { origin: 'https://evil.example' },
        { origin: 'null' },
      ]) {
        const refused = await get(headers);
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toEqual({
          message:
            'Cross-site request refused: this file can only be downloaded from UniGuide itself',
          code: 'FORBIDDEN',
          issues: [],
        });
      }
      expect(await audits()).toBe(before);
      // Our own apps, a sibling app of the same site and a typed URL still download.
      for (const headers of [
        { 'sec-fetch-site': 'same-origin', origin: ORIGIN } as Record<string, string>,
        { 'sec-fetch-site': 'same-site' },
        { 'sec-fetch-site': 'none' },
      ]) {
        expect((await get(headers)).statusCode).toBe(200);
      }
    });

    it('deletes over REST, removing the stored bytes; 409 once the application is finished', async () => {
      const applicationId = await newApplication();
      const first = (await upload(specParts(applicationId, SAMPLE_FILES.pdf, 'one.pdf'))).json();
      const second = (await upload(specParts(applicationId, SAMPLE_FILES.png, 'two.png'))).json();
      expect(
        (await json('DELETE', `/api/documents/${first.id}`, world.other.token)).statusCode,
      ).toBe(404);
      expect(
        (await json('DELETE', `/api/documents/${first.id}`, world.agent.token)).statusCode,
      ).toBe(204);
      expect(
        (await json('GET', `/api/documents/${first.id}/download`, world.agent.token)).statusCode,
      ).toBe(404);
      await expect(world.storage.get(first.filename)).rejects.toThrow();
      const listed = await json(
        'GET',
        `/api/applications/${applicationId}/documents`,
        world.agent.token,
      );
      expect(listed.json().map((doc: { id: number }) => doc.id)).toEqual([second.id]);

      await world.database.db
        .updateTable('applications')
        .set({ status: 'completed' })
        .where('id', '=', applicationId)
        .execute();
      expect(
        (await json('DELETE', `/api/documents/${second.id}`, world.agent.token)).statusCode,
      ).toBe(409);
      expect(
        (await upload(specParts(applicationId, SAMPLE_FILES.pdf, 'late.pdf'))).statusCode,
      ).toBe(409);
    });
  },
);

describe('contentDisposition', () => {
  it('cannot be broken out of by quotes, line breaks or path parts', () => {
    const header = contentDisposition('../x"\r\nSet-Cookie: a=b;.pdf', 'application/pdf');
    expect(header).toBe(
      `attachment; filename="xSet-Cookie a=b;.pdf"; filename*=UTF-8''xSet-Cookie%20a%3Db%3B.pdf`,
    );
    expect(contentDisposition('Zeugnis Müller.pdf', 'application/pdf')).toBe(
      `attachment; filename="Zeugnis M_ller.pdf"; filename*=UTF-8''Zeugnis%20M%C3%BCller.pdf`,
    );
  });
});
