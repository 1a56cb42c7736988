import { DEFAULT_REQUIREMENTS, missingDocumentsMessage } from '@uniguide/domain';
import { testDrivers } from '@uniguide/db/testing';
import { describe, expect, it } from 'vitest';
import { ADMIN_HOST, call, postMultipart, restWorld } from '../../test/helpers';
import { applicationForm, SAMPLE_FILES } from '../storage/test-fixtures';

describe.each(testDrivers())('REST conversation rows on %s', (driver) => {
  const world = restWorld(driver);

  async function upload(
    url: string,
    token: string,
    parts: Array<[string, string] | [string, Buffer, string]>,
    host?: string,
  ) {
    return postMultipart(world.t.app, url, parts, { token, host });
  }

  async function draft(): Promise<number> {
    const response = await call(world.t.app, 'POST', '/api/applications', {
      token: world.agent.token,
      body: { programId: world.programId, ...applicationForm() },
    });
    expect(response.statusCode).toBe(201);
    return response.json().id as number;
  }

  it('sets requirements over REST and gates the REST submit with the error shape', async () => {
    const put = await call(
      world.t.app,
      'PUT',
      `/api/admin/universities/${world.universityId}/requirements`,
      {
        token: world.admin.token,
        host: ADMIN_HOST,
        body: { requirements: DEFAULT_REQUIREMENTS },
      },
    );
    expect(put.statusCode).toBe(200);
    const read = await call(world.t.app, 'GET', `/api/programs/${world.programId}/requirements`, {
      token: world.agent.token,
    });
    expect(read.statusCode).toBe(200);
    expect(read.json().requirements).toHaveLength(3);
    expect(
      (await call(world.t.app, 'GET', `/api/programs/${world.programId}/requirements`)).statusCode,
    ).toBe(401);

    const id = await draft();
    const refused = await call(world.t.app, 'POST', `/api/applications/${id}/submit`, {
      token: world.agent.token,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: missingDocumentsMessage(['passport']),
      code: 'CONFLICT',
      issues: [{ path: 'documents.passport', message: missingDocumentsMessage(['passport']) }],
    });
    const checklist = await call(world.t.app, 'GET', `/api/applications/${id}/checklist`, {
      token: world.agent.token,
    });
    expect(checklist.json()).toMatchObject({
      complete: 0,
      total: 3,
      missingToSubmit: ['passport'],
    });

    const passport = await upload('/api/documents', world.agent.token, [
      ['applicationId', String(id)],
      ['documentType', 'passport'],
      ['file', SAMPLE_FILES.pdf, 'passport.pdf'],
    ]);
    expect(passport.statusCode).toBe(201);
    expect(passport.json()).toMatchObject({ reviewStatus: 'awaiting', reviewReason: null });
    const submitted = await call(world.t.app, 'POST', `/api/applications/${id}/submit`, {
      token: world.agent.token,
    });
    expect(submitted.statusCode).toBe(200);
    const requests = await call(
      world.t.app,
      'GET',
      `/api/applications/${id}/document-requests?limit=1`,
      {
        token: world.agent.token,
      },
    );
    expect(requests.statusCode).toBe(200);
    expect(requests.json()).toEqual([]);
    expect(requests.headers['x-total-count']).toBe('0');

    const review = await call(
      world.t.app,
      'POST',
      `/api/admin/documents/${passport.json().id}/review`,
      {
        token: world.admin.token,
        host: ADMIN_HOST,
        body: { decision: 'rejected' },
      },
    );
    expect(review.statusCode).toBe(400);
    expect(review.json().code).toBe('BAD_REQUEST');
  });

  it('stores university documents and message attachments through the upload pipeline', async () => {
    const id = await draft();
    const onDraft = await upload(
      `/api/admin/applications/${id}/university-documents`,
      world.admin.token,
      [
        ['universityDocumentType', 'offer-letter'],
        ['file', SAMPLE_FILES.pdf, 'offer.pdf'],
      ],
      ADMIN_HOST,
    );
    expect(onDraft.statusCode).toBe(409);
    const passport = await upload('/api/documents', world.agent.token, [
      ['applicationId', String(id)],
      ['file', SAMPLE_FILES.pdf, 'passport.pdf'],
    ]);
    expect(passport.json().documentType).toBe('passport');
    const submitted = await call(world.t.app, 'PUT', `/api/applications/${id}`, {
      token: world.agent.token,
      body: { status: 'submitted' },
    });
    expect(submitted.statusCode).toBe(200);

    const notPdf = await upload(
      `/api/admin/applications/${id}/university-documents`,
      world.admin.token,
      [
        ['universityDocumentType', 'offer-letter'],
        ['file', Buffer.from('MZ not a pdf at all'), 'offer.pdf'],
      ],
      ADMIN_HOST,
    );
    expect(notPdf.statusCode).toBe(415);
    const byAgent = await upload(
      `/api/admin/applications/${id}/university-documents`,
      world.agent.token,
      [
        ['universityDocumentType', 'offer-letter'],
        ['file', SAMPLE_FILES.pdf, 'offer.pdf'],
      ],
    );
    expect(byAgent.statusCode).toBe(403);
    const offer = await upload(
      `/api/admin/applications/${id}/university-documents`,
      world.admin.token,
      [
        ['universityDocumentType', 'offer-letter'],
        ['file', SAMPLE_FILES.pdf, 'offer.pdf'],
      ],
      ADMIN_HOST,
    );
    expect(offer.statusCode).toBe(201);
    const listed = await call(world.t.app, 'GET', `/api/applications/${id}/university-documents`, {
      token: world.agent.token,
    });
    expect(listed.json()).toEqual([offer.json()]);
    expect(listed.headers['x-total-count']).toBe('1');
    const download = await call(world.t.app, 'GET', `/api/documents/${offer.json().id}/download`, {
      token: world.agent.token,
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(SAMPLE_FILES.pdf)).toBe(true);
    const stranger = await call(world.t.app, 'GET', `/api/documents/${offer.json().id}/download`, {
      token: world.other.token,
    });
    expect(stranger.statusCode).toBe(404);

    const attachment = await upload(
      `/api/applications/${id}/messages/attachments`,
      world.agent.token,
      [['file', SAMPLE_FILES.png, 'photo.png']],
    );
    expect(attachment.statusCode).toBe(201);
    const sent = await call(world.t.app, 'POST', `/api/applications/${id}/messages`, {
      token: world.agent.token,
      body: { body: 'Here is the photo', attachmentIds: [attachment.json().id] },
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().attachments).toEqual([
      expect.objectContaining({ id: attachment.json().id, mimeType: 'image/png' }),
    ]);
    const thread = await call(world.t.app, 'GET', `/api/applications/${id}/messages`, {
      token: world.admin.token,
      host: ADMIN_HOST,
    });
    expect(thread.headers['x-total-count']).toBe('1');
    const strangerThread = await call(world.t.app, 'GET', `/api/applications/${id}/messages`, {
      token: world.other.token,
    });
    expect(strangerThread.statusCode).toBe(404);
  });

  it('keeps the REST admin list as documented: every application, drafts included', async () => {
    const id = await draft();
    const rest = await call(world.t.app, 'GET', '/api/admin/applications', {
      token: world.admin.token,
      host: ADMIN_HOST,
    });
    expect(rest.statusCode).toBe(200);
    expect(rest.json().map((row: { id: number }) => row.id)).toContain(id);
    const queue = await call(world.t.app, 'GET', '/api/admin/applications?view=needs-admin', {
      token: world.admin.token,
      host: ADMIN_HOST,
    });
    expect(queue.json().map((row: { id: number }) => row.id)).not.toContain(id);
    const moved = await call(world.t.app, 'PATCH', `/api/admin/applications/${id}/status`, {
      token: world.admin.token,
      host: ADMIN_HOST,
      body: { status: 'under-review' },
    });
    expect(moved.statusCode).toBe(409);
  });
});
