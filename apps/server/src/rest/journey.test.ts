import { testDrivers } from '@uniguide/db/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, restWorld } from '../../test/helpers';
import { applicationForm } from '../storage/test-fixtures';

/** The journey's REST rows (docs/product.md §5.9): each refusal in the error shape, and documented. */
describe.each(testDrivers())('REST journey rows on %s', (driver) => {
  const world = restWorld(driver);
  let applicationId: number;

  beforeAll(async () => {
    const created = await call(world.t.app, 'POST', '/api/applications', {
      token: world.agent.token,
      body: { programId: world.programId, ...applicationForm() },
    });
    expect(created.statusCode).toBe(201);
    applicationId = created.json().id as number;
    await world.t.database.db
      .updateTable('applications')
      .set({ status: 'accepted-conditional-offer' })
      .where('id', '=', applicationId)
      .execute();
  });

  function expectRefusal(response: Awaited<ReturnType<typeof call>>, status: number) {
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ message: expect.any(String) });
  }

  it("hides another agency's application and refuses unknown stages and countries", async () => {
    const url = `/api/applications/${applicationId}/journey`;
    expect((await call(world.t.app, 'GET', url, { token: world.agent.token })).statusCode).toBe(
      200,
    );
    expectRefusal(await call(world.t.app, 'GET', url, { token: world.other.token }), 404);
    expectRefusal(
      await call(world.t.app, 'GET', `/api/applications/${applicationId}/attestation`, {
        token: world.other.token,
      }),
      404,
    );
    expectRefusal(
      await call(world.t.app, 'PATCH', `${url}/boarding`, {
        token: world.agent.token,
        body: { doneOn: '2026-08-01' },
      }),
      400,
    );
    expectRefusal(
      await call(world.t.app, 'PATCH', `${url}/entry-permit-applied`, {
        token: world.agent.token,
        body: { doneOn: '2026-08-01' },
      }),
      403,
    );
    expectRefusal(
      await call(world.t.app, 'PATCH', `${url}/arrived`, {
        token: world.agent.token,
        body: { doneOn: '2026-08-01' },
      }),
      409,
    );
    expectRefusal(
      await call(world.t.app, 'GET', '/api/visa-checklists/ZZ', { token: world.agent.token }),
      400,
    );
    expectRefusal(
      await call(world.t.app, 'PUT', '/api/admin/visa-checklists/ZZ', {
        token: world.admin.token,
        body: { items: [] },
      }),
      400,
    );
  });

  it('answers visa checklist items with their Arabic, and takes a save with or without it', async () => {
    const syria = await call(world.t.app, 'GET', '/api/visa-checklists/SY', {
      token: world.agent.token,
    });
    expect(syria.statusCode).toBe(200);
    const items = syria.json().items as Array<Record<string, unknown>>;
    expect(items[0]).toMatchObject({
      name: 'Passport valid for at least six months',
      nameAr: 'جواز سفر صالح لستة أشهر على الأقل',
    });
    // A client written before the Arabic fields sends none: the save answers them empty.
    const saved = await call(world.t.app, 'PUT', '/api/admin/visa-checklists/NG', {
      token: world.admin.token,
      body: {
        items: [
          { name: 'Birth certificate', note: '', needsAttestation: false, under18Only: false },
          {
            name: 'Police clearance',
            note: '',
            nameAr: 'شهادة حسن السيرة والسلوك',
            needsAttestation: false,
            under18Only: false,
          },
        ],
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(
      (saved.json().items as Array<Record<string, unknown>>).map(({ nameAr, noteAr }) => ({
        nameAr,
        noteAr,
      })),
    ).toEqual([
      { nameAr: '', noteAr: '' },
      { nameAr: 'شهادة حسن السيرة والسلوك', noteAr: '' },
    ]);
    expectRefusal(
      await call(world.t.app, 'PUT', '/api/admin/visa-checklists/NG', {
        token: world.admin.token,
        body: { items: [{ name: 'Birth certificate', nameAr: 'ش'.repeat(201) }] },
      }),
      400,
    );
  });

  it("keeps the deadline the admin team's, and reads a university's fee lines", async () => {
    expectRefusal(
      await call(world.t.app, 'PUT', `/api/applications/${applicationId}/attestation`, {
        token: world.agent.token,
        body: { certificates: [], equivalencyDeadline: '2027-03-01' },
      }),
      403,
    );
    const fees = await call(
      world.t.app,
      'GET',
      `/api/admin/universities/${world.universityId}/fee-lines`,
      {
        token: world.admin.token,
      },
    );
    expect(fees.statusCode).toBe(200);
    expect(fees.json()).toEqual({ universityId: world.universityId, tuitionVat: null, lines: [] });
    expectRefusal(
      await call(world.t.app, 'GET', '/api/admin/universities/999999/fee-lines', {
        token: world.admin.token,
      }),
      404,
    );
    expectRefusal(
      await call(world.t.app, 'GET', `/api/admin/universities/${world.universityId}/fee-lines`, {
        token: world.agent.token,
      }),
      403,
    );
  });

  it('documents each row’s refusals in OpenAPI', async () => {
    const document = (
      await world.t.app.inject({ method: 'GET', url: '/api/openapi.json' })
    ).json() as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    const codes = (path: string, method: string) =>
      Object.keys(document.paths[path]?.[method]?.responses ?? {}).filter((code) =>
        code.startsWith('4'),
      );
    expect(codes('/api/applications/{id}/journey/{stage}', 'patch')).toEqual(
      expect.arrayContaining(['400', '401', '403', '404', '409']),
    );
    expect(codes('/api/applications/{id}/journey', 'get')).toEqual(
      expect.arrayContaining(['400', '401', '404', '409']),
    );
    expect(codes('/api/applications/{id}/attestation', 'put')).toEqual(
      expect.arrayContaining(['400', '401', '403', '404']),
    );
    expect(codes('/api/admin/visa-checklists/{country}', 'put')).toEqual(
      expect.arrayContaining(['400', '401', '403', '404', '409']),
    );
    // The Arabic fields of an item are documented in the save's body.
    const put = document.paths['/api/admin/visa-checklists/{country}']?.put as unknown as {
      requestBody: { content: { 'application/json': { schema: unknown } } };
    };
    const item = JSON.stringify(put.requestBody.content['application/json'].schema);
    expect(item).toContain('"nameAr"');
    expect(item).toContain('"noteAr"');
    expect(codes('/api/admin/universities/{id}/fee-lines', 'get')).toEqual(
      expect.arrayContaining(['401', '403', '404']),
    );
  });
});
