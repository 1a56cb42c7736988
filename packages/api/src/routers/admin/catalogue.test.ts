import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql } from '@uniguide/db/testing';
import { createTestDatabase, testDrivers, type TestDatabase } from '@uniguide/db/testing';
import {
  ADMIN_IMPORT_MAX_BYTES,
  PROGRAM_HAS_APPLICATIONS_MESSAGE,
  UNIVERSITY_HAS_PROGRAMS_MESSAGE,
  UNIVERSITY_NAME_TAKEN_MESSAGE,
} from '@uniguide/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applicationInput,
  createMemoryStorage,
  signIn,
  type SignedIn,
  testCaller,
  expectError,
} from '../../testing';

const messyCsv = readFileSync(
  new URL('../../services/catalogue/import/fixtures/messy.csv', import.meta.url),
);

describe.each(testDrivers())('admin catalogue and messages on %s', (driver) => {
  let database: TestDatabase;
  const storage = createMemoryStorage();
  let agent: SignedIn;
  let admin: SignedIn;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    agent = await signIn(database.db, storage, { firstName: 'Agent' });
    admin = await signIn(database.db, storage, { role: 'admin', firstName: 'Admin' });
  });
  afterAll(() => database.dispose());

  const auditRows = (action: string, resourceId?: number) => {
    let query = database.db.selectFrom('auditLogs').selectAll().where('action', '=', action);
    if (resourceId !== undefined) query = query.where('resourceId', '=', String(resourceId));
    return query.execute();
  };
  const countOf = async (table: 'programs' | 'universities') =>
    Number(
      (
        await database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  let uniqueName = 0;
  async function newUniversity(name = `Gulf Test University ${++uniqueName}`) {
    return admin.caller.admin.university.create({ name, location: 'Sharjah' });
  }
  const programInput = (universityId: number, overrides = {}) => ({
    universityId,
    name: 'MSc Applied Robotics',
    degree: "Master's Degree",
    studyField: 'Engineering',
    duration: '2 years',
    tuition: 'AED 72,500 per year',
    intake: 'September 2026\n\nJanuary 2027',
    requirements: ['Bachelor in engineering', 'IELTS 6.5'],
    description: 'Robots.',
    hasScholarship: true,
    ...overrides,
  });

  it('refuses agents on every catalogue and message procedure', async () => {
    const admins = agent.caller.admin;
    const calls: Array<Promise<unknown>> = [
      admins.university.list(),
      admins.university.create({ name: 'Nope' }),
      admins.university.update({ id: 1, name: 'Nope' }),
      admins.university.delete({ id: 1 }),
      admins.program.list({}),
      admins.program.byId({ id: 1 }),
      admins.program.create(programInput(1)),
      admins.program.update({ id: 1, ...programInput(1) }),
      admins.program.setHidden({ id: 1, hidden: true }),
      admins.program.delete({ id: 1 }),
      admins.catalogue.import({ fileName: 'a.csv', contentBase64: 'YQ==', dryRun: true }),
      admins.contactMessage.list({}),
      admins.contactMessage.setHandled({ id: 1, handled: true }),
    ];
    for (const call of calls) await expectError(call, 'FORBIDDEN');
  });

  describe('universities', () => {
    it('creates, renames (refreshing program search) and audits', async () => {
      const created = await newUniversity('Oasis Institute of Technology');
      expect(created).toMatchObject({ name: 'Oasis Institute of Technology', location: 'Sharjah' });
      expect(await auditRows('university_created', created.id)).toHaveLength(1);
      await admin.caller.admin.program.create(programInput(created.id));

      const renamed = await admin.caller.admin.university.update({
        id: created.id,
        name: 'Zephyr Polytechnic',
        website: 'https://zephyr.example',
      });
      expect(renamed).toMatchObject({
        name: 'Zephyr Polytechnic',
        website: 'https://zephyr.example',
      });
      const [audit] = await auditRows('university_updated', created.id);
      expect(audit).toMatchObject({
        userId: admin.userId,
        previousData: expect.objectContaining({ name: 'Oasis Institute of Technology' }),
        newData: expect.objectContaining({ name: 'Zephyr Polytechnic' }),
      });
      const found = await agent.caller.program.list({ search: 'zephyr' });
      expect(found.items.map((program) => program.university.name)).toEqual(['Zephyr Polytechnic']);
      const list = await admin.caller.admin.university.list();
      expect(list.find((row) => row.id === created.id)).toMatchObject({ programCount: 1 });
    });

    it('answers 409 on a duplicate name, whatever its case, and writes nothing', async () => {
      const first = await newUniversity('Duplicate Name University');
      const before = await countOf('universities');
      await expectError(
        admin.caller.admin.university.create({ name: '  duplicate NAME university ' }),
        'CONFLICT',
        UNIVERSITY_NAME_TAKEN_MESSAGE,
      );
      const other = await newUniversity();
      await expectError(
        admin.caller.admin.university.update({ id: other.id, name: first.name }),
        'CONFLICT',
      );
      expect(await countOf('universities')).toBe(before + 1);
    });

    it('validates input and answers 404 for unknown ids', async () => {
      const body = await expectError(
        admin.caller.admin.university.create({ name: '  ' }),
        'BAD_REQUEST',
      );
      expect(body.issues).toEqual([{ path: 'name', message: 'University name is required' }]);
      await expectError(
        admin.caller.admin.university.create({ name: 'Bad Link U', website: 'ftp://x' }),
        'BAD_REQUEST',
      );
      await expectError(
        admin.caller.admin.university.update({ id: 999_999, name: 'X' }),
        'NOT_FOUND',
      );
      await expectError(admin.caller.admin.university.delete({ id: 999_999 }), 'NOT_FOUND');
    });

    it('deletes an empty university but refuses one with programs', async () => {
      const busy = await newUniversity();
      await admin.caller.admin.program.create(programInput(busy.id, { hidden: true }));
      await expectError(
        admin.caller.admin.university.delete({ id: busy.id }),
        'CONFLICT',
        UNIVERSITY_HAS_PROGRAMS_MESSAGE,
      );
      const empty = await newUniversity();
      expect(await admin.caller.admin.university.delete({ id: empty.id })).toEqual({
        id: empty.id,
        deleted: true,
      });
      expect(await auditRows('university_deleted', empty.id)).toHaveLength(1);
      expect(await auditRows('university_deleted', busy.id)).toHaveLength(0);
    });
  });

  describe('programs', () => {
    it('creates with canonical values and derives the fee, then updates and audits', async () => {
      const university = await newUniversity();
      const created = await admin.caller.admin.program.create(programInput(university.id));
      expect(created).toMatchObject({
        degree: "Master's Degree",
        studyField: 'Engineering',
        duration: '2 years',
        tuition: 'AED 72,500 per year',
        tuitionAed: 72_500,
        intake: ['September 2026', 'January 2027'],
        hidden: false,
        applicationCount: 0,
      });
      expect(await auditRows('program_created', created.id)).toHaveLength(1);

      const updated = await admin.caller.admin.program.update({
        id: created.id,
        ...programInput(university.id, {
          name: 'MSc Marine Robotics',
          degree: '',
          tuitionAed: 50_000,
        }),
      });
      expect(updated).toMatchObject({
        name: 'MSc Marine Robotics',
        degree: null,
        tuitionAed: 50_000,
      });
      const [audit] = await auditRows('program_updated', created.id);
      expect(audit?.previousData).toMatchObject({
        name: 'MSc Applied Robotics',
        tuitionAed: 72_500,
      });
      expect(audit?.newData).toMatchObject({ name: 'MSc Marine Robotics', tuitionAed: 50_000 });
      const search = await admin.caller.admin.program.list({ search: 'marine robotics' });
      expect(search.items.map((program) => program.id)).toEqual([created.id]);
    });

    it('refuses unknown vocabulary values and universities', async () => {
      const university = await newUniversity();
      const body = await expectError(
        admin.caller.admin.program.create(programInput(university.id, { degree: 'Masters' })),
        'BAD_REQUEST',
      );
      expect(body.issues).toEqual([{ path: 'degree', message: 'Unknown degree level' }]);
      await expectError(
        admin.caller.admin.program.create(programInput(999_999)),
        'BAD_REQUEST',
        'Unknown university',
      );
      await expectError(
        admin.caller.admin.program.update({ id: 999_999, ...programInput(university.id) }),
        'NOT_FOUND',
      );
    });

    it('hides a program from the public catalogue but keeps it in the admin list', async () => {
      const university = await newUniversity();
      const program = await admin.caller.admin.program.create(
        programInput(university.id, { name: 'BSc Quietly Hidden Studies' }),
      );
      const publicIds = async () =>
        (await agent.caller.program.list({ search: 'quietly hidden' })).items.map((p) => p.id);
      expect(await publicIds()).toEqual([program.id]);

      const hidden = await admin.caller.admin.program.setHidden({ id: program.id, hidden: true });
      expect(hidden.hidden).toBe(true);
      expect(await publicIds()).toEqual([]);
      const adminList = await admin.caller.admin.program.list({
        search: 'quietly hidden',
        universityId: university.id,
      });
      expect(adminList.items.map((p) => [p.id, p.hidden])).toEqual([[program.id, true]]);
      const visibleOnly = await admin.caller.admin.program.list({
        search: 'quietly hidden',
        includeHidden: false,
      });
      expect(visibleOnly.total).toBe(0);
      expect(await auditRows('program_hidden', program.id)).toHaveLength(1);

      await admin.caller.admin.program.setHidden({ id: program.id, hidden: false });
      expect(await publicIds()).toEqual([program.id]);
      expect(await auditRows('program_unhidden', program.id)).toHaveLength(1);
    });

    it('deletes a program without applications and refuses one with them', async () => {
      const university = await newUniversity();
      const unused = await admin.caller.admin.program.create(programInput(university.id));
      await admin.caller.admin.program.delete({ id: unused.id });
      await expectError(admin.caller.admin.program.byId({ id: unused.id }), 'NOT_FOUND');
      expect(await auditRows('program_deleted', unused.id)).toHaveLength(1);

      const used = await admin.caller.admin.program.create(programInput(university.id));
      await agent.caller.application.create(applicationInput(used.id));
      await expectError(
        admin.caller.admin.program.delete({ id: used.id }),
        'CONFLICT',
        PROGRAM_HAS_APPLICATIONS_MESSAGE,
      );
      expect(await admin.caller.admin.program.byId({ id: used.id })).toMatchObject({
        applicationCount: 1,
      });
      expect(await auditRows('program_deleted', used.id)).toHaveLength(0);
    });
  });

  describe('catalogue import', () => {
    const upload = (dryRun: boolean, fileName = 'messy.csv') => ({
      fileName,
      contentBase64: messyCsv.toString('base64'),
      dryRun,
    });

    it('reports a dry run without saving, then commits and audits the import', async () => {
      const before = {
        programs: await countOf('programs'),
        universities: await countOf('universities'),
      };
      const auditsBefore = (await auditRows('catalogue_imported')).length;
      const preview = await admin.caller.admin.catalogue.import(upload(true));
      expect(preview.dryRun).toBe(true);
      expect(preview.rowsRead).toBeGreaterThan(0);
      expect(preview.created).toBeGreaterThan(0);
      expect(await countOf('programs')).toBe(before.programs);
      expect(await countOf('universities')).toBe(before.universities);
      expect(await auditRows('catalogue_imported')).toHaveLength(auditsBefore);

      const report = await admin.caller.admin.catalogue.import(upload(false));
      expect(report).toMatchObject({ dryRun: false, created: preview.created });
      expect(await countOf('programs')).toBe(before.programs + report.created);
      const audits = await auditRows('catalogue_imported');
      expect(audits).toHaveLength(auditsBefore + 1);
      expect(audits.at(-1)?.userId).toBe(admin.userId);
    });

    it('reports progress to the admin who started the import, and to no one else', async () => {
      const importId = randomUUID();
      await expectError(
        admin.caller.admin.catalogue.importProgress({ importId }),
        'NOT_FOUND',
        'No import with this id is running',
      );
      const running = admin.caller.admin.catalogue.import({ ...upload(true), importId });
      // While the worker reads the file, the poll already sees the import.
      await expect(
        admin.caller.admin.catalogue.importProgress({ importId }),
      ).resolves.toMatchObject({ phase: 'reading' });
      const report = await running;
      expect(await admin.caller.admin.catalogue.importProgress({ importId })).toEqual({
        phase: 'done',
        rowsRead: report.rowsRead,
      });
      const other = await signIn(database.db, storage, { role: 'admin', firstName: 'Other' });
      await expectError(other.caller.admin.catalogue.importProgress({ importId }), 'NOT_FOUND');
      await expectError(
        admin.caller.admin.catalogue.importProgress({ importId: 'not-a-uuid' }),
        'BAD_REQUEST',
      );

      const failing = randomUUID();
      await expectError(
        admin.caller.admin.catalogue.import({
          fileName: 'broken.xlsx',
          contentBase64: Buffer.from('not a zip').toString('base64'),
          dryRun: true,
          importId: failing,
        }),
        'BAD_REQUEST',
        'The XLSX file cannot be read',
      );
      expect(await admin.caller.admin.catalogue.importProgress({ importId: failing })).toEqual({
        phase: 'failed',
      });
    });

    it('answers 415 for other file types, 413 past the limit and 400 for broken base64', async () => {
      await expectError(
        admin.caller.admin.catalogue.import(upload(true, 'catalogue.pdf')),
        'UNSUPPORTED_MEDIA_TYPE',
      );
      const tooLarge = 'A'.repeat(Math.ceil((ADMIN_IMPORT_MAX_BYTES + 10) / 3) * 4);
      await expectError(
        admin.caller.admin.catalogue.import({
          fileName: 'big.csv',
          contentBase64: tooLarge,
          dryRun: true,
        }),
        'PAYLOAD_TOO_LARGE',
      );
      await expectError(
        admin.caller.admin.catalogue.import({
          fileName: 'a.csv',
          contentBase64: '%%%',
          dryRun: true,
        }),
        'BAD_REQUEST',
      );
    });
  });

  describe('contact messages', () => {
    it('lists newest first, filters by handled and audits the toggle', async () => {
      const { caller: visitor } = await testCaller(database.db);
      const first = await visitor.contact.send({
        name: 'First Sender',
        email: 'first@example.com',
        subject: 'Hello',
        message: 'The first message.',
      });
      // Sent a minute earlier, so the order does not rest on two inserts' clock ticks.
      await sql`update contact_messages set created_at = now() - interval '1 minute' where id = ${first.id}`.execute(
        database.db,
      );
      const second = await visitor.contact.send({
        name: 'Second Sender',
        email: 'second@example.com',
        subject: 'Again',
        message: 'The second message.',
      });
      const all = await admin.caller.admin.contactMessage.list({});
      expect(all.items.map((message) => message.id)).toEqual([second.id, first.id]);

      const handled = await admin.caller.admin.contactMessage.setHandled({
        id: first.id,
        handled: true,
      });
      expect(handled).toMatchObject({ handledBy: admin.userId, handledAt: expect.any(String) });
      const open = await admin.caller.admin.contactMessage.list({ handled: false });
      expect(open.items.map((message) => message.id)).toEqual([second.id]);
      const done = await admin.caller.admin.contactMessage.list({ handled: true });
      expect(done.items.map((message) => message.id)).toEqual([first.id]);
      expect(await auditRows('contact_message_handled', first.id)).toHaveLength(1);

      const reopened = await admin.caller.admin.contactMessage.setHandled({
        id: first.id,
        handled: false,
      });
      expect(reopened).toMatchObject({ handledAt: null, handledBy: null });
      expect(await auditRows('contact_message_reopened', first.id)).toHaveLength(1);
      await expectError(
        admin.caller.admin.contactMessage.setHandled({ id: 999_999, handled: true }),
        'NOT_FOUND',
      );
    });
  });
});
