import { testDrivers } from '@uniguide/db/testing';
import {
  NATIONALITY_ALREADY_MAPPED,
  UNKNOWN_COUNTRY_CODE_MESSAGE,
  UNKNOWN_NATIONALITY_MESSAGE,
  DEFAULT_LIST_CANNOT_BE_REMOVED,
  STALE_CHECKLIST_MESSAGE,
  UNKNOWN_COUNTRY_MESSAGE,
} from '@uniguide/domain';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import {
  applicationInput,
  contextFor,
  expectError,
  seedProgram,
  signIn,
  testWorld,
} from '../../testing';
import { registerUploadedDocument } from '../../services/documents';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n%%EOF\n');

describe.each(testDrivers())('visa checklists by nationality on %s', (driver) => {
  const world = testWorld(driver, { program: false });

  it('lists the seeded default and the nationalities with their own list', async () => {
    const lists = await world.agent.caller.visa.checklists();
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
    const syria = await world.agent.caller.visa.checklist({ country: 'sy' });
    expect(syria.source).toBe('country');
    expect(syria.country).toBe('SY');
    expect(syria.items.map((item) => item.name)).toContain(
      'Tenancy contract of the family in the UAE',
    );
    const india = await world.agent.caller.visa.checklist({ country: 'IN' });
    expect(india).toMatchObject({ country: 'IN', source: 'default', updatedAt: null });
    const noObjection = india.items.find((item) => item.under18Only);
    expect(noObjection).toMatchObject({ needsAttestation: true, documentType: 'other' });
    const saudi = await world.agent.caller.visa.checklist({ country: 'SA' });
    expect(saudi.items.map((item) => item.name)).not.toContain(
      'Medical insurance valid in the UAE',
    );
  });

  it('answers each item with its Arabic name and note: written for the seeded items, empty when none', async () => {
    const syria = await world.agent.caller.visa.checklist({ country: 'SY' });
    expect(syria.items.find((item) => item.documentType === 'passport')).toMatchObject({
      name: 'Passport valid for at least six months',
      nameAr: 'جواز سفر صالح لستة أشهر على الأقل',
      noteAr: expect.stringMatching(/^نسخة ملوّنة من صفحة الصورة/),
    });
    expect(syria.items.every((item) => /[\u0600-\u06FF]/.test(item.nameAr))).toBe(true);
    const gcc = await world.agent.caller.visa.checklist({ country: 'QA' });
    expect(gcc.items[0]).toMatchObject({
      name: 'Passport or national ID card',
      nameAr: 'جواز السفر أو بطاقة الهوية الوطنية',
      noteAr: 'نسخة ملوّنة.',
    });

    // An admin writes the Arabic beside the English; a client that sends none gets ''.
    const saved = await world.admin.caller.admin.visa.setChecklist({
      country: 'EG',
      expectedUpdatedAt: null,
      items: [
        {
          name: 'Birth certificate',
          note: 'Attested',
          nameAr: '  شهادة الميلاد  ',
          noteAr: 'مصدَّقة',
          needsAttestation: true,
          under18Only: false,
          documentType: null,
        },
        {
          name: 'Police clearance',
          note: '',
          needsAttestation: false,
          under18Only: false,
          documentType: null,
        },
      ],
    });
    expect(saved.items.map(({ nameAr, noteAr }) => ({ nameAr, noteAr }))).toEqual([
      { nameAr: 'شهادة الميلاد', noteAr: 'مصدَّقة' },
      { nameAr: '', noteAr: '' },
    ]);
    expect((await world.agent.caller.visa.checklist({ country: 'EG' })).items[0]?.nameAr).toBe(
      'شهادة الميلاد',
    );
    await world.admin.caller.admin.visa.setChecklist({
      country: 'EG',
      items: null,
      expectedUpdatedAt: saved.updatedAt,
    });
  });

  it.each(['ZZ', 'india', '', 'A1'])(
    'refuses the unknown country %j with a 400',
    async (country) => {
      const body = await expectError(world.agent.caller.visa.checklist({ country }), 'BAD_REQUEST');
      expect(body.issues).toContainEqual({ path: 'country', message: UNKNOWN_COUNTRY_MESSAGE });
    },
  );

  it('lets an admin give a nationality its own list, audited, and remove it again', async () => {
    const before = await world.admin.caller.visa.checklist({ country: 'NG' });
    expect(before.source).toBe('default');
    const saved = await world.admin.caller.admin.visa.setChecklist({
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
      world.admin.caller.admin.visa.setChecklist({
        country: 'NG',
        items: [],
        expectedUpdatedAt: null,
      }),
      'CONFLICT',
      STALE_CHECKLIST_MESSAGE,
    );
    const audit = await world.db
      .selectFrom('auditLogs')
      .select(['action', 'resourceId', 'userId'])
      .where('resourceType', '=', 'visa_checklist')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit).toEqual({
      action: 'visa_checklist_saved',
      resourceId: 'NG',
      userId: world.admin.userId,
    });
    const removed = await world.admin.caller.admin.visa.setChecklist({
      country: 'NG',
      items: null,
      expectedUpdatedAt: saved.updatedAt,
    });
    expect(removed.source).toBe('default');
    await expectError(
      world.admin.caller.admin.visa.setChecklist({ country: 'default', items: null }),
      'BAD_REQUEST',
      DEFAULT_LIST_CANNOT_BE_REMOVED,
    );
  });

  it('keeps the lists for admins: an agent cannot change one', async () => {
    await expectError(
      world.agent.caller.admin.visa.setChecklist({ country: 'NG', items: [] }),
      'FORBIDDEN',
    );
  });

  it('lists the nationality texts that name no country with the students they affect, and maps one', async () => {
    const { programId } = await seedProgram(world.db);
    const martian = await world.agent.caller.application.create({
      ...applicationInput(programId),
      studentFirstName: 'Mohammed Abdulrahman',
      studentLastName: 'Al-Hashimi Bin Rashid',
      studentNationality: 'Nigerain',
    });
    await world.agent.caller.application.create({
      ...applicationInput(programId),
      studentNationality: 'Nigerian',
    });
    const unmapped = await world.admin.caller.admin.visa.unmappedNationalities();
    expect(unmapped.map((entry) => entry.value)).not.toContain('Nigerian');
    expect(unmapped.find((entry) => entry.value === 'Nigerain')).toEqual({
      value: 'Nigerain',
      studentCount: 1,
      applicationCount: 1,
      students: [
        {
          id: martian.studentId,
          name: 'Mohammed Abdulrahman Al-Hashimi Bin Rashid',
          agentEmail: expect.stringMatching(/^agent-.*@example\.com$/),
        },
      ],
    });

    await expectError(
      world.agent.caller.admin.visa.mapNationality({ value: 'Nigerain', country: 'NG' }),
      'FORBIDDEN',
    );
    const unknown = await expectError(
      world.admin.caller.admin.visa.mapNationality({ value: 'Nigerain', country: 'XX' }),
      'BAD_REQUEST',
    );
    expect(unknown.issues).toContainEqual({
      path: 'country',
      message: UNKNOWN_COUNTRY_CODE_MESSAGE,
    });
    expect(
      await world.admin.caller.admin.visa.mapNationality({ value: 'Nigerain', country: 'ng' }),
    ).toEqual({ students: 1, applications: 1 });
    const after = await world.admin.caller.admin.visa.unmappedNationalities();
    expect(after.map((entry) => entry.value)).not.toContain('Nigerain');
    const student = await world.agent.caller.student.byId({ id: martian.studentId });
    // The text stays as written; the country is stored beside it.
    expect(student).toMatchObject({ nationality: 'Nigerain', nationalityCountry: 'NG' });
    const audit = await world.db
      .selectFrom('auditLogs')
      .select(['action', 'resourceId', 'newData'])
      .where('resourceType', '=', 'nationality')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({
      action: 'nationality_mapped',
      resourceId: 'Nigerain',
      newData: { country: 'NG', students: 1, applications: 1 },
    });
    await expectError(
      world.admin.caller.admin.visa.mapNationality({ value: 'Nigerain', country: 'NG' }),
      'NOT_FOUND',
      NATIONALITY_ALREADY_MAPPED,
    );
  });

  it('stores a chosen country code with its name, keeps a text as written, and refuses an unknown code', async () => {
    const { programId } = await seedProgram(world.db);
    const chosen = await world.agent.caller.application.create({
      ...applicationInput(programId),
      studentNationality: 'pk',
    });
    expect(chosen).toMatchObject({
      studentNationality: 'Pakistan',
      studentNationalityCountry: 'PK',
    });
    const written = await world.agent.caller.application.create({
      ...applicationInput(programId),
      studentNationality: 'Emirati',
    });
    expect(written).toMatchObject({
      studentNationality: 'Emirati',
      studentNationalityCountry: 'AE',
    });
    // Picking the country on record again keeps the text as written.
    await world.agent.caller.application.update({ id: written.id, studentNationality: 'AE' });
    expect(await world.agent.caller.student.byId({ id: written.studentId })).toMatchObject({
      nationality: 'Emirati',
      nationalityCountry: 'AE',
    });
    const body = await expectError(
      world.agent.caller.application.create({
        ...applicationInput(programId),
        studentNationality: 'XX',
      }),
      'BAD_REQUEST',
      UNKNOWN_NATIONALITY_MESSAGE,
    );
    expect(body.issues).toEqual([
      { path: 'studentNationality', message: UNKNOWN_NATIONALITY_MESSAGE },
    ]);
    const student = await expectError(
      world.agent.caller.student.update({ id: written.studentId, nationality: 'QQ' }),
      'BAD_REQUEST',
    );
    expect(student.issues).toEqual([{ path: 'nationality', message: UNKNOWN_NATIONALITY_MESSAGE }]);
  });

  it("merges the student's nationality checklist into an accepted application, with document states", async () => {
    const { programId } = await seedProgram(world.db);
    const young = await world.agent.caller.application.create({
      ...applicationInput(programId),
      studentNationality: 'Syrian',
      studentDateOfBirth: '2010-01-15',
    });
    await expectError(world.agent.caller.visa.application({ applicationId: young.id }), 'CONFLICT');
    const ctx = await contextFor(world.db, world.storage, world.agent.token);
    await registerUploadedDocument(
      ctx,
      { applicationId: String(young.id), documentType: 'passport' },
      { stream: Readable.from([PDF]), filename: 'passport.pdf' },
    );
    await world.agent.caller.application.submit({ id: young.id });
    await world.admin.caller.admin.application.changeStatus({
      id: young.id,
      status: 'accepted-payment-pending',
    });
    const merged = await world.agent.caller.visa.application({ applicationId: young.id });
    expect(merged).toMatchObject({ country: 'SY', source: 'country' });
    const byName = new Map(merged.items.map((item) => [item.name, item.state]));
    expect(byName.get('Passport valid for at least six months')).toBe('uploaded');
    expect(byName.get('Medical insurance valid in the UAE')).toBe('missing');
    expect(byName.get('Passport photos on a white background')).toBeNull();
    expect(byName.has("Parent's no-objection letter")).toBe(true);
    expect(byName.has('Tenancy contract of the family in the UAE')).toBe(true);
    await expectError(
      (await signIn(world.db, world.storage)).caller.visa.application({ applicationId: young.id }),
      'NOT_FOUND',
    );

    const adult = await world.agent.caller.application.create({
      ...applicationInput(programId),
      studentNationality: 'Martian',
    });
    // An offer without the walk through the statuses: only the nationality matters here.
    await world.db
      .updateTable('applications')
      .set({ status: 'accepted-conditional-offer' })
      .where('id', '=', adult.id)
      .execute();
    const fallback = await world.agent.caller.visa.application({ applicationId: adult.id });
    expect(fallback).toMatchObject({ country: null, source: 'default' });
    expect(fallback.items.some((item) => item.under18Only)).toBe(false);
  });
});
