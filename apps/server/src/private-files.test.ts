import { testDrivers } from '@uniguide/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_HOST, ADMIN_ORIGIN, AGENT_HOST, createTestApp, type TestApp } from '../test/helpers';
import { CROSS_SITE_READ_MESSAGE } from './plugins/security';
import { SESSION_COOKIE } from './plugins/session';
import { FILE_PROCEDURES } from './private-files';
import { accountWithSession } from './storage/test-fixtures';

describe('FILE_PROCEDURES', () => {
  it('holds every CSV export of the router', () => {
    expect([...FILE_PROCEDURES].sort()).toEqual([
      'admin.application.exportCsv',
      'admin.commissions.exportCsv',
      'commission.exportCsv',
    ]);
  });
});

describe.each(testDrivers())('cross-site reads of private files on %s', (driver) => {
  let t: TestApp;
  let agentToken: string;
  let adminToken: string;

  beforeAll(async () => {
    t = await createTestApp(driver);
    agentToken = (await accountWithSession(t.database.db)).token;
    adminToken = (await accountWithSession(t.database.db, 'admin')).token;
  });
  afterAll(async () => {
    await t.close();
  });

  const auditRows = async () =>
    (await t.database.db.selectFrom('auditLogs').select('id').execute()).length;

  const exports = () => [
    { url: '/api/commissions/export', host: AGENT_HOST, token: agentToken },
    { url: '/api/admin/commissions/export', host: ADMIN_HOST, token: adminToken },
    {
      url: `/trpc/admin.application.exportCsv?input=${encodeURIComponent('{}')}`,
      host: ADMIN_HOST,
      token: adminToken,
    },
    {
      url: `/trpc/program.list,commission.exportCsv?batch=1&input=${encodeURIComponent('{}')}`,
      host: AGENT_HOST,
      token: agentToken,
    },
  ];

  const get = (target: { url: string; host: string; token: string }, headers = {}) =>
    t.app.inject({
      method: 'GET',
      url: target.url,
      headers: { host: target.host, cookie: `${SESSION_COOKIE}=${target.token}`, ...headers },
    });

  it('refuses every CSV export read cross-site with the victim’s cookie, writing no audit row', async () => {
    const before = await auditRows();
    for (const target of exports()) {
      for (const headers of [
        { 'sec-fetch-site': 'cross-site' },
        { origin: 'https://evil.example' },
      ]) {
        const response = await get(target, headers);
        expect(response.statusCode, `${target.url} ${JSON.stringify(headers)}`).toBe(403);
        expect(response.json()).toEqual({
          message: CROSS_SITE_READ_MESSAGE,
          code: 'FORBIDDEN',
          issues: [],
        });
      }
    }
    expect(await auditRows()).toBe(before);
  });

  it('serves the same exports same-site, with their audit rows', async () => {
    const before = await auditRows();
    const [agentExport, adminExport] = exports();
    expect((await get(agentExport!, { 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
    expect(
      (await get(adminExport!, { 'sec-fetch-site': 'same-origin', origin: ADMIN_ORIGIN }))
        .statusCode,
    ).toBe(200);
    expect(await auditRows()).toBe(before + 2);
  });

  it('leaves other reads alone cross-site (the public catalogue)', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/programs?limit=1',
      headers: { host: AGENT_HOST, 'sec-fetch-site': 'cross-site' },
    });
    expect(response.statusCode).toBe(200);
  });
});
