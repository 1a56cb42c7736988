import { createTestDatabase, testDrivers, type TestDatabase } from '@uniguide/db/testing';
import {
  DEFAULT_LIST_CANNOT_BE_REMOVED,
  STALE_CHECKLIST_MESSAGE,
  UNKNOWN_COUNTRY_MESSAGE,
} from '@uniguide/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applicationInput,
  createMemoryStorage,
  expectError,
  seedProgram,
  signIn,
  type SignedIn,
} from '../../testing';

describe.each(testDrivers())('visa checklists by nationality on %s', (driver) => {
  let database: TestDatabase;
  const storage = createMemoryStorage();
  let agent: SignedIn;
  let admin: SignedIn;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    agent = await signIn(database.db, storage);
    admin = await signIn(database.db, storage, { role: 'admin' });
  });
  afterAll(async () => {
    await database.dispose();
  });

  it('lists the seeded default and the nationalities with their own list', async () => {
    const lists = await agent.caller.visa.checklists();
    expect(lists.map((list) => list.country)).toEqual([
      'default',
      'BH',
      'KW',
      'OM',
      'QA',
      'SA',
      'SY',
    ]);
  });

  it("answers a nationality's own list, and the default for one without", async () => {
    const syria = await agent.caller.visa.checklist({ country: 'sy' });
    expect(syria.source).toBe('country');
    expect(syria.country).toBe('SY');
    expect(syria.items.map((item) => item.name)).toContain(
      'Tenancy contract of the family in the UAE',
    );
    const india = await agent.caller.visa.checklist({ country: 'IN' });
    expect(india).toMatchObject({ country: 'IN', source: 'default', updatedAt: null });
    const noObjection = india.items.find((item) => item.under18Only);
    expect(noObjection).toMatchObject({ needsAttestation: true, documentType: 'other' });
    const saudi = await agent.caller.visa.checklist({ country: 'SA' });
    expect(saudi.items.map((item) => item.name)).not.toContain(
      'Medical insurance valid in the UAE',
    );
  });

  it.each(['ZZ', 'india', '', 'A1'])(
    'refuses the unknown country %j with a 400',
    async (country) => {
      const body = await expectError(agent.caller.visa.checklist({ country }), 'BAD_REQUEST');
      expect(body.issues).toContainEqual({ path: 'country', message: UNKNOWN_COUNTRY_MESSAGE });
    },
  );

  it('lets an admin give a nationality its own list, audited, and remove it again', async () => {
    const before = await admin.caller.visa.checklist({ country: 'NG' });
    expect(before.source).toBe('default');
    const saved = await admin.caller.admin.visa.setChecklist({
      country: 'ng',
      expectedUpdatedAt: null,
      items: [
        {
          name: 'Birth certificate translated into Arabic',
          note: 'Attested',
          needsAttestation: true,
          under18Only: false,
          documentType: 'other',
        },
      ],
    });
    expect(saved).toMatchObject({ country: 'NG', source: 'country' });
    expect(saved.items).toHaveLength(1);
    // A second admin who read the list before the save is refused.
    await expectError(
      admin.caller.admin.visa.setChecklist({ country: 'NG', items: [], expectedUpdatedAt: null }),
      'CONFLICT',
      STALE_CHECKLIST_MESSAGE,
    );
    const audit = await database.db
      .selectFrom('auditLogs')
      .select(['action', 'resourceId', 'userId'])
      .where('resourceType', '=', 'visa_checklist')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit).toEqual({
      action: 'visa_checklist_saved',
      resourceId: 'NG',
      userId: admin.userId,
    });
    const removed = await admin.caller.admin.visa.setChecklist({
      country: 'NG',
      items: null,
      expectedUpdatedAt: saved.updatedAt,
    });
    expect(removed.source).toBe('default');
    await expectError(
      admin.caller.admin.visa.setChecklist({ country: 'default', items: null }),
      'BAD_REQUEST',
      DEFAULT_LIST_CANNOT_BE_REMOVED,
    );
  });

  it('keeps the lists for admins: an agent cannot change one', async () => {
    await expectError(
      agent.caller.admin.visa.setChecklist({ country: 'NG', items: [] }),
      'FORBIDDEN',
    );
  });

  it('lists the nationality texts that name no country, for an admin', async () => {
    const { programId } = await seedProgram(database.db);
    await agent.caller.application.create({
      ...applicationInput(programId),
      studentNationality: 'Martian',
    });
    await agent.caller.application.create({
      ...applicationInput(programId),
      studentNationality: 'Nigerian',
    });
    const unmapped = await admin.caller.admin.visa.unmappedNationalities();
    expect(unmapped.map((entry) => entry.value)).toContain('Martian');
    expect(unmapped.map((entry) => entry.value)).not.toContain('Nigerian');
    expect(unmapped.find((entry) => entry.value === 'Martian')).toMatchObject({ applications: 1 });
  });
});
