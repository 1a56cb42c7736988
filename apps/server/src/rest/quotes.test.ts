import { testDrivers } from '@uniguide/db/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { AGENT_HOST, call, createTestApp, restWorld } from '../../test/helpers';
import { createStudent, createSubmitted } from '../../test/quality/world';
import { SAMPLE_FILES, multipartBody } from '../storage/test-fixtures';

const LINK_GONE = 'This link is no longer available. Please ask your agent for a new one.';

describe.each(testDrivers())('quotes and the student link on %s', (driver) => {
  const world = restWorld(driver);

  beforeAll(async () => {
    await world.t.database.db
      .updateTable('programs')
      .set({ tuitionAed: 50_000, tuitionText: 'AED 50,000/yr' })
      .where('id', '=', world.programId)
      .execute();
  });

  it('keeps the rate table for admins only, refusing bad rows with a 400', async () => {
    const refused = await call(world.t.app, 'PUT', '/api/admin/currency-rates', {
      token: world.agent.token,
      body: { rates: [] },
    });
    expect(refused.statusCode).toBe(403);
    const bad = await call(world.t.app, 'PUT', '/api/admin/currency-rates', {
      token: world.admin.token,
      body: { rates: [{ currency: 'rupees', unitsPerAed: 22.7, setOn: '2026-11-20' }] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0]).toMatchObject({ path: 'rates.0.currency' });
    const set = await call(world.t.app, 'PUT', '/api/admin/currency-rates', {
      token: world.admin.token,
      body: { rates: [{ currency: 'inr', unitsPerAed: 22.75, setOn: '2026-11-20' }] },
    });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual([{ currency: 'INR', unitsPerAed: 22.75, setOn: '2026-11-20' }]);
    const read = await call(world.t.app, 'GET', '/api/admin/currency-rates', {
      token: world.admin.token,
    });
    expect(read.json()).toEqual(set.json());
  });

  it('quotes tuition, VAT and the fee lines on record, says "ask us" for the rest, and converts at the dated rate', async () => {
    await call(world.t.app, 'PUT', `/api/admin/universities/${world.universityId}/fee-lines`, {
      token: world.admin.token,
      body: {
        tuitionVat: true,
        lines: [
          {
            label: 'Student visa',
            kind: 'visa',
            amountAed: 3_500,
            source: 'https://example.edu/fees',
          },
        ],
      },
    });
    const studentId = await createStudent(world.t, world.agent.token);
    const tooMany = await call(world.t.app, 'POST', `/api/students/${studentId}/quotes`, {
      token: world.agent.token,
      body: { programIds: Array.from({ length: 11 }, (_, index) => index + 1) },
    });
    expect(tooMany.statusCode).toBe(400);
    const noRate = await call(world.t.app, 'POST', `/api/students/${studentId}/quotes`, {
      token: world.agent.token,
      body: { programIds: [world.programId], currency: 'EUR' },
    });
    expect(noRate.statusCode).toBe(400);
    expect(noRate.json().issues[0].path).toBe('currency');

    const created = await call(world.t.app, 'POST', `/api/students/${studentId}/quotes`, {
      token: world.agent.token,
      body: { programIds: [world.programId], currency: 'INR' },
    });
    expect(created.statusCode).toBe(201);
    const quote = created.json();
    expect(quote.rate).toEqual({ currency: 'INR', unitsPerAed: 22.75, setOn: '2026-11-20' });
    expect(quote.agency).toMatchObject({ name: 'Saleh Study Abroad' });
    const [program] = quote.programs;
    expect(
      program.lines.map((line: { label: string; amountAed: number | null }) => [
        line.label,
        line.amountAed,
      ]),
    ).toEqual([
      ['Tuition (first year)', 50_000],
      ['VAT on tuition (5%)', 2_500],
      ['Student visa', 3_500],
      ['Medical insurance', null],
      ['Deposit', null],
    ]);
    // The same words as codes, for the pages to write in their language; the admin's line is data.
    expect(
      program.lines.map((line: { labelCode: string | null; sourceCode: string | null }) => [
        line.labelCode,
        line.sourceCode,
      ]),
    ).toEqual([
      ['tuition', 'catalogue'],
      ['vat', 'vat-flag'],
      [null, null],
      ['insurance', 'fee-not-given'],
      ['deposit', 'fee-not-given'],
    ]);
    expect(program).toMatchObject({
      totalAed: 56_000,
      incomplete: true,
      totalConverted: 1_274_000,
    });

    // Another agency's student and quote are 404, on every route.
    for (const [method, url] of [
      ['GET', `/api/students/${studentId}/quotes`],
      ['GET', `/api/quotes/${quote.id}`],
      ['GET', `/api/quotes/${quote.id}/pdf`],
      ['POST', `/api/students/${studentId}/share-links`],
    ] as const) {
      const response = await call(world.t.app, method, url, {
        token: world.other.token,
        body: method === 'POST' ? {} : undefined,
      });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    const listed = await call(world.t.app, 'GET', `/api/students/${studentId}/quotes`, {
      token: world.agent.token,
    });
    expect(listed.json().map((item: { id: number }) => item.id)).toEqual([quote.id]);
  });

  it('draws the quote as a PDF on the server', async () => {
    const studentId = await createStudent(world.t, world.agent.token);
    const quote = (
      await call(world.t.app, 'POST', `/api/students/${studentId}/quotes`, {
        token: world.agent.token,
        body: { programIds: [world.programId] },
      })
    ).json();
    const pdf = await call(world.t.app, 'GET', `/api/quotes/${quote.id}/pdf`, {
      token: world.agent.token,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.headers['content-language']).toBe('en');
    expect(pdf.rawPayload.includes('NotoSansArabic')).toBe(false);
    // In the requester's language: Arabic, in a font with Arabic letters.
    const arabic = await call(world.t.app, 'GET', `/api/quotes/${quote.id}/pdf`, {
      token: world.agent.token,
      headers: { 'accept-language': 'ar' },
    });
    expect(arabic.statusCode).toBe(200);
    expect(arabic.headers['content-language']).toBe('ar');
    expect(arabic.rawPayload.includes('NotoSansArabic')).toBe(true);
    expect((await call(world.t.app, 'GET', `/api/quotes/${quote.id}/pdf`)).statusCode).toBe(401);
  });

  it('gives the student a page by link: quote, statuses, requested uploads; revoked, it is the same 404 as an unknown one', async () => {
    const applicationId = await createSubmitted(world.t, world.agent.token, world.programId);
    const { studentId } = await world.t.database.db
      .selectFrom('applications')
      .select('studentId')
      .where('id', '=', applicationId)
      .executeTakeFirstOrThrow();
    await call(world.t.app, 'PATCH', `/api/admin/applications/${applicationId}/status`, {
      token: world.admin.token,
      body: { status: 'under-review', notes: 'INTERNAL-NOTE-xyz' },
    });
    const requested = await call(
      world.t.app,
      'POST',
      `/api/admin/applications/${applicationId}/document-requests`,
      {
        token: world.admin.token,
        body: { items: [{ documentType: 'transcript' }], note: 'ADMIN-NOTE-abc' },
      },
    );
    expect(requested.statusCode).toBeLessThan(300);
    const quote = (
      await call(world.t.app, 'POST', `/api/students/${studentId}/quotes`, {
        token: world.agent.token,
        body: { programIds: [world.programId] },
      })
    ).json();
    const made = await call(world.t.app, 'POST', `/api/students/${studentId}/share-links`, {
      token: world.agent.token,
      body: { sendEmail: true },
    });
    expect(made.statusCode).toBe(201);
    const link = made.json();
    const token = /\/s\/([A-Za-z0-9_-]{43})$/.exec(link.url)![1]!;
    const days = (Date.parse(link.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    const stored = await world.t.database.db
      .selectFrom('shareLinks')
      .select('tokenHash')
      .where('id', '=', link.id)
      .executeTakeFirstOrThrow();
    expect(stored.tokenHash).not.toContain(token);
    const mail = await world.t.database.db
      .selectFrom('outbox')
      .select('text')
      .where('template', '=', 'student_link')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(mail.text).toContain(link.url);
    // The student has no account: an Arabic-speaking agent's link goes out in Arabic (decision 079).
    const chose = await call(world.t.app, 'PUT', '/api/user/language', {
      token: world.agent.token,
      body: { language: 'ar' },
    });
    expect(chose.statusCode).toBe(200);
    const arabicLink = await call(world.t.app, 'POST', `/api/students/${studentId}/share-links`, {
      token: world.agent.token,
      body: { sendEmail: true },
    });
    await call(world.t.app, 'PUT', '/api/user/language', {
      token: world.agent.token,
      body: { language: 'en' },
    });
    expect(arabicLink.statusCode).toBe(201);
    const arabicMail = await world.t.database.db
      .selectFrom('outbox')
      .select(['subject', 'text'])
      .where('template', '=', 'student_link')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(arabicMail.text).toContain(arabicLink.json().url);
    expect(arabicMail.subject).toMatch(/[\u0600-\u06FF]/);
    expect(mail.text).not.toMatch(/[\u0600-\u06FF]/);

    const page = await call(world.t.app, 'GET', `/api/share/${token}`);
    expect(page.statusCode).toBe(200);
    const view = page.json();
    expect(view.quote.id).toBe(quote.id);
    expect(view.applications).toEqual([
      expect.objectContaining({
        id: applicationId,
        status: 'incomplete',
        journeyStage: null,
        journeyStep: null,
        requests: [
          expect.objectContaining({
            label: 'Transcript',
            documentType: 'transcript',
            description: null,
            rejected: false,
          }),
        ],
      }),
    ]);
    expect(page.body).not.toMatch(/INTERNAL-NOTE|ADMIN-NOTE|commission/i);

    const html = await world.t.app.inject({
      method: 'GET',
      url: `/s/${token}`,
      headers: { host: AGENT_HOST, accept: 'text/html' },
    });
    expect(html.statusCode).toBe(200);

    // The student marks a program they prefer; the agent is told.
    const preferred = await call(world.t.app, 'PUT', `/api/share/${token}/preferred`, {
      body: { programIds: [world.programId] },
    });
    expect(preferred.statusCode).toBe(200);
    const notInQuote = await call(world.t.app, 'PUT', `/api/share/${token}/preferred`, {
      body: { programIds: [999_999] },
    });
    expect(notInQuote.statusCode).toBe(400);

    // The student uploads the requested transcript: it answers the request, the agent is notified.
    const requestId = view.applications[0].requests[0].id as number;
    const upload = async (parts: Parameters<typeof multipartBody>[0], as = token) => {
      const { payload, contentType } = await multipartBody(parts);
      return world.t.app.inject({
        method: 'POST',
        url: `/api/share/${as}/documents`,
        headers: { host: AGENT_HOST, origin: `http://${AGENT_HOST}`, 'content-type': contentType },
        payload,
      });
    };
    const wrongType = await upload([
      ['requestId', String(requestId)],
      ['file', Buffer.from('<html>not a pdf</html>'), 'transcript.pdf'],
    ]);
    expect(wrongType.statusCode).toBe(415);
    const notAsked = await upload([
      ['requestId', '999999'],
      ['file', SAMPLE_FILES.pdf, 'transcript.pdf'],
    ]);
    expect(notAsked.statusCode).toBe(400);
    const uploaded = await upload([
      ['requestId', String(requestId)],
      ['file', SAMPLE_FILES.pdf, 'my transcript.pdf'],
    ]);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    expect(uploaded.json()).toMatchObject({ documentType: 'transcript', studentId });
    const request = await world.t.database.db
      .selectFrom('documentRequests')
      .select(['status', 'resolvedDocumentId'])
      .where('id', '=', requestId)
      .executeTakeFirstOrThrow();
    expect(request).toEqual({ status: 'resolved', resolvedDocumentId: uploaded.json().id });
    const notifications = await world.t.database.db
      .selectFrom('notifications')
      .select(['type', 'body'])
      .where('userId', '=', world.agent.userId)
      .where('type', 'in', ['student_upload', 'student_preferred'])
      .execute();
    expect(notifications.map((row) => row.type).sort()).toEqual([
      'student_preferred',
      'student_upload',
    ]);

    // Every use is audited.
    const uses = await world.t.database.db
      .selectFrom('auditLogs')
      .select('action')
      .where('resourceType', '=', 'share_link')
      .where('resourceId', '=', String(link.id))
      .execute();
    expect(uses.map((row) => row.action)).toEqual(
      expect.arrayContaining(['share_link_created', 'share_link_used', 'share_link_upload']),
    );

    // Another agency cannot revoke it; the agent can, and then it answers like a link that never was.
    expect(
      (
        await call(world.t.app, 'DELETE', `/api/share-links/${link.id}`, {
          token: world.other.token,
        })
      ).statusCode,
    ).toBe(404);
    const revoked = await call(world.t.app, 'DELETE', `/api/share-links/${link.id}`, {
      token: world.agent.token,
    });
    expect(revoked.json()).toMatchObject({ state: 'revoked' });
    const gone = await call(world.t.app, 'GET', `/api/share/${token}`);
    const unknown = await call(world.t.app, 'GET', `/api/share/${'x'.repeat(43)}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual(unknown.json());
    expect(gone.json()).toEqual({ message: LINK_GONE, code: 'NOT_FOUND', issues: [] });
    const afterRevoke = await upload([
      ['requestId', String(requestId)],
      ['file', SAMPLE_FILES.pdf, 'again.pdf'],
    ]);
    expect(afterRevoke.statusCode).toBe(404);
    const page404 = await world.t.app.inject({
      method: 'GET',
      url: `/s/${token}`,
      headers: { host: AGENT_HOST, accept: 'text/html' },
    });
    expect(page404.statusCode).toBe(404);
    expect(page404.headers['content-type']).toMatch(/text\/html/);
    const links = await call(world.t.app, 'GET', `/api/students/${studentId}/share-links`, {
      token: world.agent.token,
    });
    expect(links.json().find((listed: { id: number }) => listed.id === link.id)).toMatchObject({
      state: 'revoked',
    });
  });

  it('treats an expired link as gone', async () => {
    const studentId = await createStudent(world.t, world.agent.token);
    const link = (
      await call(world.t.app, 'POST', `/api/students/${studentId}/share-links`, {
        token: world.agent.token,
        body: { expiresInDays: 1 },
      })
    ).json();
    await world.t.database.db
      .updateTable('shareLinks')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('id', '=', link.id)
      .execute();
    const token = link.url.split('/s/')[1];
    const expired = await call(world.t.app, 'GET', `/api/share/${token}`);
    expect(expired.statusCode).toBe(404);
    expect(expired.json().message).toBe(LINK_GONE);
  });
});

describe('the student link is rate-limited per client', () => {
  it('answers 429 past SHARE_RATE_LIMIT requests a minute, on the page and the API alike', async () => {
    const t = await createTestApp('pglite', { shareRateLimit: 3 });
    try {
      const statuses: number[] = [];
      for (let index = 0; index < 3; index++) {
        statuses.push((await call(t.app, 'GET', `/api/share/${'y'.repeat(43)}`)).statusCode);
      }
      const page = await t.app.inject({
        method: 'GET',
        url: `/s/${'y'.repeat(43)}`,
        headers: { host: AGENT_HOST, accept: 'text/html' },
      });
      expect(statuses).toEqual([404, 404, 404]);
      expect(page.statusCode).toBe(429);
    } finally {
      await t.close();
    }
  });
});
