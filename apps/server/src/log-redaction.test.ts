import { randomBytes } from 'node:crypto';
import { queries } from '@uniguide/db';
import { testDrivers } from '@uniguide/db/testing';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_HOST, call, createTestApp, registerOverRest, type TestApp } from '../test/helpers';
import { REDACTED, redactRequest, redactText, redactUrl, TOKEN_SAFE_LOGGER } from './log-redaction';
import { accountWithSession } from './storage/test-fixtures';

describe('redactUrl', () => {
  it.each([
    ['/reset-password?token=abc', `/reset-password?token=${REDACTED}`],
    [
      '/verify-email?token=abc&next=%2Fdashboard',
      `/verify-email?token=${REDACTED}&next=%2Fdashboard`,
    ],
    ['/join?TOKEN=abc', `/join?TOKEN=${REDACTED}`],
    ['/accept-invite?%74oken=abc', `/accept-invite?%74oken=${REDACTED}`],
    ['/api/invitations/abc', `/api/invitations/${REDACTED}`],
    ['/api/invitations/abc/accept', `/api/invitations/${REDACTED}/accept`],
    ['/API/Admin-Invitations/abc/accept?x=1', `/API/Admin-Invitations/${REDACTED}/accept?x=1`],
    ['/api/invitations%2Fabc', `/api/invitations%2F${REDACTED}`],
    ['/api/unsubscribe?kind=x&token=abc', `/api/unsubscribe?kind=x&token=${REDACTED}`],
    ['/s/abc', `/s/${REDACTED}`],
    ['/s/abc?utm=x', `/s/${REDACTED}?utm=x`],
    ['/api/share/abc', `/api/share/${REDACTED}`],
    ['/api/share/abc/documents', `/api/share/${REDACTED}/documents`],
    ['/api/students/3/share-links', '/api/students/3/share-links'],
  ])('%s → %s', (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
  });

  it('replaces the token inside a tRPC query input, batches too, and keeps the rest', () => {
    const input = encodeURIComponent(
      JSON.stringify({ 0: { token: 'abc' }, 1: { nested: { Token: 'def' }, page: 2 } }),
    );
    const logged = redactUrl(`/trpc/auth.invitation,auth.other?batch=1&input=${input}`);
    expect(logged).not.toContain('abc');
    expect(logged).not.toContain('def');
    const kept = JSON.parse(decodeURIComponent(logged.split('input=')[1]!)) as unknown;
    expect(kept).toEqual({ 0: { token: REDACTED }, 1: { nested: { Token: REDACTED }, page: 2 } });
  });

  it('drops an input that names a token but is not JSON, and leaves other URLs as they are', () => {
    expect(redactUrl('/trpc/x?input=%7B%22token%22%3Aabc')).toBe(`/trpc/x?input=${REDACTED}`);
    expect(redactText('GET /s/abc failed')).toBe(`GET /s/${REDACTED} failed`);
    expect(redactUrl('/api/programs?search=nursing&page=2')).toBe(
      '/api/programs?search=nursing&page=2',
    );
    expect(redactUrl('/api/programs?search=caf%C3%A9')).toBe('/api/programs?search=caf%C3%A9');
    expect(redactRequest({ method: 'GET', url: '/join?token=abc' })).toEqual({
      method: 'GET',
      url: `/join?token=${REDACTED}`,
    });
  });
});

describe('the server logger', () => {
  it('replaces tokens in messages, errors and requests a line carries, at every level', () => {
    const lines: string[] = [];
    const logger = pino(
      { level: 'trace', ...TOKEN_SAFE_LOGGER },
      { write: (line: string) => void lines.push(line) },
    );
    // As Fastify's own warning quotes a route's URL.
    logger.warn(
      'Reply was already sent, did you forget to "return reply" in the "/api/invitations/secret-a/accept" (POST) route?',
    );
    logger.error({ err: new Error('GET /verify-email?token=secret-b failed') }, 'request failed');
    logger.debug({ req: { method: 'GET', url: '/api/admin-invitations/secret-c' } }, 'incoming');
    logger.info({ url: redactUrl('/join?token=secret-d') }, 'request');
    const written = lines.join('');
    for (const secret of ['secret-a', 'secret-b', 'secret-c', 'secret-d'])
      expect(written).not.toContain(secret);
    expect(written).toContain(`/api/invitations/${REDACTED}/accept`);
    expect(written).toContain(`/verify-email?token=${REDACTED} failed`);
    expect(redactText('nothing to hide here')).toBe('nothing to hide here');
  });
});

/** The link's token in an outbox message's text (the only place some tokens ever appear). */
async function tokenMailedTo(t: TestApp, address: string, kind: string): Promise<string> {
  const { items } = await queries.outbox.listOutboxMessages(t.database.db, {
    limit: 200,
    offset: 0,
  });
  const item = items.find((message) => message.toAddress === address && message.kind === kind);
  if (!item) throw new Error(`no ${kind} e-mail to ${address}`);
  const row = await queries.outbox.findOutboxMessage(t.database.db, item.id);
  const token = /[?&]token=([^&\s"'<>]+)/.exec(row!.text)?.[1];
  if (!token) throw new Error(`the ${kind} e-mail has no token`);
  return decodeURIComponent(token);
}

describe.each(testDrivers())('tokens in the log on %s', (driver) => {
  let t: TestApp;
  /** Every line the server wrote, at every level, as written. */
  const log: string[] = [];

  beforeAll(async () => {
    // The server's logger as start-server.ts makes it, at its most talkative level.
    const logger = pino(
      { level: 'trace', ...TOKEN_SAFE_LOGGER },
      { write: (line: string) => void log.push(line) },
    );
    t = await createTestApp(driver, {}, { logger });
  });
  afterAll(() => t.close());

  it('never writes a single-use token, whichever path or level carries it', async () => {
    // Real tokens: an agency invitation, an admin invitation, a password reset and a verification.
    const owner = await registerOverRest(t.app);
    const verify = await tokenMailedTo(t, owner.input.username, 'verify_email');
    const invited = await call(t.app, 'POST', '/api/agency/invites', {
      token: owner.token,
      body: {
        email: `member.${randomBytes(4).toString('hex')}@example.com`,
        agencyRole: 'counsellor',
      },
    });
    expect(invited.statusCode).toBe(201);
    const join = new URL((invited.json() as { link: string }).link).searchParams.get('token')!;
    const admin = await accountWithSession(t.database.db, 'admin');
    const adminAddress = `new.admin.${randomBytes(4).toString('hex')}@example.com`;
    const adminInvited = await call(t.app, 'POST', '/api/admin/invites', {
      token: admin.token,
      host: ADMIN_HOST,
      body: { email: adminAddress },
    });
    expect(adminInvited.statusCode).toBe(201);
    const adminInvite = await tokenMailedTo(t, adminAddress, 'admin_invite');
    await call(t.app, 'POST', '/api/password/forgot', { body: { username: owner.input.username } });
    const reset = await tokenMailedTo(t, owner.input.username, 'password_reset');
    // One the server never issued: an unsubscribe link's token is logged no more than a real one.
    const unsubscribe = randomBytes(24).toString('base64url');
    const tokens = [verify, join, adminInvite, reset, unsubscribe];

    const trpcInput = (value: unknown) => encodeURIComponent(JSON.stringify(value));
    const member = {
      password: 'member passphrase long enough',
      firstName: 'Mohammed Abdulrahman',
      lastName: 'Al-Hashimi Bin Rashid',
      country: 'Oman',
      phoneNumber: '+968 9000 0000',
    };
    const requests: Array<[Parameters<typeof call>[1], string, Parameters<typeof call>[3]?]> = [
      ['GET', `/reset-password?token=${reset}`],
      ['GET', `/reset-password?token=${reset}`, { host: ADMIN_HOST }],
      ['GET', `/verify-email?token=${verify}`],
      ['GET', `/join?token=${join}`],
      ['GET', `/accept-invite?token=${adminInvite}`, { host: ADMIN_HOST }],
      ['GET', `/unsubscribe?token=${unsubscribe}`],
      ['GET', `/api/unsubscribe?token=${unsubscribe}`],
      ['POST', `/api/unsubscribe?token=${unsubscribe}`, { body: {} }],
      ['GET', `/api/invitations/${join}`],
      ['GET', `/trpc/auth.invitation?input=${trpcInput({ token: join })}`],
      [
        'GET',
        `/trpc/auth.invitation,auth.adminInvitation?batch=1&input=${trpcInput({
          0: { token: join },
          1: { token: adminInvite },
        })}`,
      ],
      ['GET', `/api/admin-invitations/${adminInvite}`, { host: ADMIN_HOST }],
      ['GET', `/api/invitations/${join}/no-such-thing`],
      ['POST', `/api/verify-email`, { body: { token: verify } }],
      ['POST', `/api/invitations/${join}/accept`, { body: member }],
      // Used up now: the refusals are logged as well.
      ['POST', `/api/invitations/${join}/accept`, { body: member }],
      [
        'POST',
        `/api/admin-invitations/${adminInvite}/accept`,
        {
          host: ADMIN_HOST,
          body: { password: 'admin passphrase long enough', firstName: 'Lina', lastName: 'Haddad' },
        },
      ],
      [
        'POST',
        '/api/password/reset',
        {
          body: {
            token: reset,
            newPassword: 'a new passphrase',
            confirmPassword: 'a new passphrase',
          },
        },
      ],
      ['GET', `/api/admin-invitations/${adminInvite}`, { host: ADMIN_HOST }],
    ];
    log.length = 0;
    const statuses: number[] = [];
    for (const [method, url, options] of requests)
      statuses.push((await call(t.app, method, url, options)).statusCode);
    // The tokens were real and worked where they should: the accepts and the reset answered 2xx.
    expect(
      statuses.filter((status) => status >= 200 && status < 300).length,
    ).toBeGreaterThanOrEqual(8);
    expect(statuses.every((status) => status < 500)).toBe(true);

    const written = log.join('');
    // Every request was logged, and its path is still there to read.
    expect(log.filter((line) => line.includes('"msg":"request"'))).toHaveLength(requests.length);
    expect(written).toContain(`/api/invitations/${REDACTED}/accept`);
    for (const token of tokens) {
      expect(written).not.toContain(token);
      expect(written).not.toContain(encodeURIComponent(token));
    }
  });
});
