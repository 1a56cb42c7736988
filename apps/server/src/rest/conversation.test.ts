import { DEFAULT_REQUIREMENTS, missingDocumentsMessage } from '@uniguide/domain';
import { testDrivers } from '@uniguide/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_HOST,
  call,
  postMultipart,
  restWorld,
  type Account,
  type TestApp,
} from '../../test/helpers';
import { applicationForm, SAMPLE_FILES } from '../storage/test-fixtures';

describe.each(testDrivers())('REST conversation rows on %s', (driver) => {
  let t: TestApp;
  let programId: number;
  let universityId: number;
  let agent: Account;
  let other: Account;
  let admin: Account;

  beforeAll(async () => {
    ({ t, programId, universityId, agent, other, admin } = await restWorld(driver));
  });
  afterAll(async () => {
    await t.close();
  });

  async function upload(
    url: string,
    token: string,
    parts: Array<[string, string] | [string, Buffer, string]>,
    host?: string,
  ) {
    return postMultipart(t.app, url, parts, { token, host });
  }

  async function draft(): Promise<number> {
    const response = await call(t.app, 'POST', '/api/applications', {
      token: agent.token,
      body: { programId, ...applicationForm() },
    });
    expect(response.statusCode).toBe(201);
    return response.json().id as number;
  }

  it('sets requirements over REST and gates the REST submit with the error shape', async () => {
    const put = await call(t.app, 'PUT', `/api/admin/universities/${universityId}/requirements`, {
      token: admin.token,
      host: ADMIN_HOST,
      body: { requirements: DEFAULT_REQUIREMENTS },
    });
    expect(put.statusCode).toBe(200);
    const read = await call(t.app, 'GET', `/api/programs/${programId}/requirements`, {
      token: agent.token,
    });
    expect(read.statusCode).toBe(200);
    expect(read.json().requirements).toHaveLength(3);
    expect((await call(t.app, 'GET', `/api/programs/${programId}/requirements`)).statusCode).toBe(
      401,
    );

    const id = await draft();
    const refused = await call(t.app, 'POST', `/api/applications/${id}/submit`, {
      token: agent.token,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: missingDocumentsMessage(['passport']),
      code: 'CONFLICT',
      issues: [{ path: 'documents.passport', message: missingDocumentsMessage(['passport']) }],
    });
    const checklist = await call(t.app, 'GET', `/api/applications/${id}/checklist`, {
      token: agent.token,
    });
    expect(checklist.json()).toMatchObject({
      complete: 0,
      total: 3,
      missingToSubmit: ['passport'],
    });

    const passport = await upload('/api/documents', agent.token, [
      ['applicationId', String(id)],
      ['documentType', 'passport'],
      ['file', SAMPLE_FILES.pdf, 'passport.pdf'],
    ]);
    expect(passport.statusCode).toBe(201);
    expect(passport.json()).toMatchObject({ reviewStatus: 'awaiting', reviewReason: null });
    const submitted = await call(t.app, 'POST', `/api/applications/${id}/submit`, {
      token: agent.token,
    });
    expect(submitted.statusCode).toBe(200);
    const requests = await call(t.app, 'GET', `/api/applications/${id}/document-requests?limit=1`, {
      token: agent.token,
    });
    expect(requests.statusCode).toBe(200);
    expect(requests.json()).toEqual([]);
    expect(requests.headers['x-total-count']).toBe('0');

    const review = await call(t.app, 'POST', `/api/admin/documents/${passport.json().id}/review`, {
      token: admin.token,
      host: ADMIN_HOST,
      body: { decision: 'rejected' },
    });
    expect(review.statusCode).toBe(400);
    expect(review.json().code).toBe('BAD_REQUEST');
  });

  it('stores university documents and message attachments through the upload pipeline', async () => {
    const id = await draft();
    const onDraft = await upload(
      `/api/admin/applications/${id}/university-documents`,
      admin.token,
      [
        ['universityDocumentType', 'offer-letter'],
        ['file', SAMPLE_FILES.pdf, 'offer.pdf'],
      ],
      ADMIN_HOST,
    );
    expect(onDraft.statusCode).toBe(409);
    const passport = await upload('/api/documents', agent.token, [
      ['applicationId', String(id)],
      ['file', SAMPLE_FILES.pdf, 'passport.pdf'],
    ]);
    expect(passport.json().documentType).toBe('passport');
    const submitted = await call(t.app, 'PUT', `/api/applications/${id}`, {
      token: agent.token,
      body: { status: 'submitted' },
    });
    expect(submitted.statusCode).toBe(200);

    const notPdf = await upload(
      `/api/admin/applications/${id}/university-documents`,
      admin.token,
      [
        ['universityDocumentType', 'offer-letter'],
        ['file', Buffer.from('MZ not a pdf at all'), 'offer.pdf'],
      ],
      ADMIN_HOST,
    );
    expect(notPdf.statusCode).toBe(415);
    const byAgent = await upload(
      `/api/admin/applications/${id}/university-documents`,
      agent.token,
      [
        ['universityDocumentType', 'offer-letter'],
        ['file', SAMPLE_FILES.pdf, 'offer.pdf'],
      ],
    );
    expect(byAgent.statusCode).toBe(403);
    const offer = await upload(
      `/api/admin/applications/${id}/university-documents`,
      admin.token,
      [
        ['universityDocumentType', 'offer-letter'],
        ['file', SAMPLE_FILES.pdf, 'offer.pdf'],
      ],
      ADMIN_HOST,
    );
    expect(offer.statusCode).toBe(201);
    const listed = await call(t.app, 'GET', `/api/applications/${id}/university-documents`, {
      token: agent.token,
    });
    expect(listed.json()).toEqual([offer.json()]);
    expect(listed.headers['x-total-count']).toBe('1');
    const download = await call(t.app, 'GET', `/api/documents/${offer.json().id}/download`, {
      token: agent.token,
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(SAMPLE_FILES.pdf)).toBe(true);
    const stranger = await call(t.app, 'GET', `/api/documents/${offer.json().id}/download`, {
      token: other.token,
    });
    expect(stranger.statusCode).toBe(404);

    const attachment = await upload(`/api/applications/${id}/messages/attachments`, agent.token, [
      ['file', SAMPLE_FILES.png, 'photo.png'],
    ]);
    expect(attachment.statusCode).toBe(201);
    const sent = await call(t.app, 'POST', `/api/applications/${id}/messages`, {
      token: agent.token,
      body: { body: 'Here is the photo', attachmentIds: [attachment.json().id] },
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().attachments).toEqual([
      expect.objectContaining({ id: attachment.json().id, mimeType: 'image/png' }),
    ]);
    const thread = await call(t.app, 'GET', `/api/applications/${id}/messages`, {
      token: admin.token,
      host: ADMIN_HOST,
    });
    expect(thread.headers['x-total-count']).toBe('1');
    const strangerThread = await call(t.app, 'GET', `/api/applications/${id}/messages`, {
      token: other.token,
    });
    expect(strangerThread.statusCode).toBe(404);
  });

  it('keeps the REST admin list as documented: every application, drafts included', async () => {
    const id = await draft();
    const rest = await call(t.app, 'GET', '/api/admin/applications', {
      token: admin.token,
      host: ADMIN_HOST,
    });
    expect(rest.statusCode).toBe(200);
    expect(rest.json().map((row: { id: number }) => row.id)).toContain(id);
    const queue = await call(t.app, 'GET', '/api/admin/applications?view=needs-admin', {
      token: admin.token,
      host: ADMIN_HOST,
    });
    expect(queue.json().map((row: { id: number }) => row.id)).not.toContain(id);
    const moved = await call(t.app, 'PATCH', `/api/admin/applications/${id}/status`, {
      token: admin.token,
      host: ADMIN_HOST,
      body: { status: 'under-review' },
    });
    expect(moved.statusCode).toBe(409);
  });
});
