import { Readable } from 'node:stream';
import { testDrivers } from '@uniguide/db/testing';
import { PASSPORT_NUMBER_MESSAGE, duplicateApplicationMessage } from '@uniguide/domain';
import { describe, expect, it } from 'vitest';
import {
  applicationInput,
  callerFor,
  createMemoryStorage,
  seedProgram,
  signIn,
  expectError,
  contextFor,
  testWorld,
} from '../../testing';
import { DRAFT_THREAD_LOCKED_MESSAGE } from '@uniguide/domain';
import { AGENTS_APPLICATION_MESSAGE } from '../../access';
import { registerApplicationFile } from '../../services/documents';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n%%EOF\n');
import { EDIT_LOCKED_MESSAGE, STALE_UPDATE_MESSAGE } from '../../services/applications';

describe.each(testDrivers())('application router on %s', (driver) => {
  const world = testWorld(driver, { admin: false });

  function auditRows(applicationId: number) {
    return world.db
      .selectFrom('auditLogs')
      .selectAll()
      .where('resourceType', '=', 'application')
      .where('resourceId', '=', String(applicationId))
      .orderBy('id')
      .execute();
  }

  async function setStatus(id: number, status: 'under-review' | 'approved' | 'incomplete') {
    await world.db.updateTable('applications').set({ status }).where('id', '=', id).execute();
  }

  /** The other applications an admin sees flagged as the same student's. */
  async function duplicatesSeenBy(admin: Awaited<ReturnType<typeof signIn>>, id: number) {
    return (await admin.caller.admin.application.byId({ id })).duplicates;
  }

  /** A flagged duplicate: the other application, with the fields a test is about. */
  const duplicateOf = (applicationId: number, fields: Record<string, unknown>) =>
    expect.objectContaining({ applicationId, ...fields });

  it('creates a draft with a first history row and reads it back in full', async () => {
    const created = await world.agent.caller.application.create(applicationInput(world.programId));
    expect(created.status).toBe('draft');
    expect(created.userId).toBe(world.agent.userId);

    const read = await world.agent.caller.application.byId({ id: created.id });
    expect(read).toMatchObject({
      id: created.id,
      programId: world.programId,
      studentFirstName: 'Jane',
      studentEmail: expect.stringMatching(/^jane\.doe\.\d+@example\.com$/),
      studentDateOfBirth: '2001-04-12',
      highestQualification: "Bachelor's Degree",
      cgpa: '3.6',
      notes: null,
      status: 'draft',
      paymentConfirmation: false,
      submittedAt: null,
      lastActionBy: world.agent.userId,
      documents: [],
      allowedStatuses: ['draft', 'submitted'],
      canEdit: true,
      canAddDocuments: true,
    });
    expect(read.program).toMatchObject({
      name: world.programName,
      degree: "Master's Degree",
      universityId: world.universityId,
      universityLogo: 'https://logo.example/u.png',
      intakes: ['September 2026', 'January 2027'],
    });
    expect(read.program.universityName).toMatch(/^Test University/);
    expect(read.statusHistory).toMatchObject([{ fromStatus: null, toStatus: 'draft' }]);
    expect(new Date(read.createdAt).toISOString()).toBe(read.createdAt);

    const audit = await auditRows(created.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'application_created',
      userId: world.agent.userId,
      ipAddress: '198.51.100.9',
    });
    expect(audit[0]?.newData).toMatchObject({ status: 'draft', studentFirstName: 'Jane' });
  });

  it('refuses a second active application for the same student, program and intake, naming the first', async () => {
    const input = applicationInput(world.programId, { studentEmail: 'twice@example.com' });
    const first = await world.agent.caller.application.create(input);
    const message = duplicateApplicationMessage({ id: first.id, status: 'draft' });
    const body = await expectError(
      world.agent.caller.application.create({ ...input, intakeDate: ' september 2026 ' }),
      'CONFLICT',
      message,
    );
    expect(body.message).toContain(`application #${first.id} (Draft)`);
    expect(body.issues).toEqual([{ path: 'intakeDate', message }]);
    // Another intake, another program, or once the first is finished: a new application is fine.
    const later = await world.agent.caller.application.create({
      ...input,
      intakeDate: 'January 2027',
    });
    expect(later.studentId).toBe(first.studentId);
    const other = await seedProgram(world.db);
    await world.agent.caller.application.create({ ...input, programId: other.programId });
    await setStatus(first.id, 'approved');
    const again = await world.agent.caller.application.create(input);
    expect(again.studentId).toBe(first.studentId);
  });

  it('flags the same person applied for by two agencies to admins on both, never to the agencies', async () => {
    const first = await signIn(world.db, world.storage);
    const second = await signIn(world.db, world.storage);
    const admin = await signIn(world.db, world.storage, { role: 'admin' });
    const person = { studentEmail: 'Same.Person@example.com', studentDateOfBirth: '2003-05-06' };
    const a = await first.caller.application.create(applicationInput(world.programId, person));
    await first.caller.application.submit({ id: a.id });
    const b = await second.caller.application.create(
      applicationInput(world.programId, { ...person, studentEmail: ' same.person@EXAMPLE.com' }),
    );
    await second.caller.application.submit({ id: b.id });
    // Another person with the same e-mail but another birthday is not the same person.
    const third = await signIn(world.db, world.storage);
    const c = await third.caller.application.create(
      applicationInput(world.programId, { ...person, studentDateOfBirth: '2003-05-07' }),
    );
    await third.caller.application.submit({ id: c.id });

    const seenFromA = await duplicatesSeenBy(admin, a.id);
    expect(seenFromA).toEqual([
      duplicateOf(b.id, {
        status: 'submitted',
        registeredFirst: false,
        matchedOn: ['email-and-date-of-birth'],
      }),
    ]);
    expect(await duplicatesSeenBy(admin, b.id)).toEqual([
      duplicateOf(a.id, {
        registeredFirst: true,
        studentRegisteredAt: seenFromA![0]!.thisStudentRegisteredAt,
      }),
    ]);
    // The agencies see their own application only, and nothing of the other's student.
    expect(await first.caller.application.byId({ id: a.id })).not.toHaveProperty('duplicates');
    expect(await second.caller.application.byId({ id: b.id })).not.toHaveProperty('duplicates');
  });

  it('flags the same passport number across agencies, however it was typed, whatever the e-mail and birthday', async () => {
    const first = await signIn(world.db, world.storage);
    const second = await signIn(world.db, world.storage);
    const admin = await signIn(world.db, world.storage, { role: 'admin' });
    const a = await first.caller.application.create(
      applicationInput(world.programId, {
        studentEmail: 'passport.one@example.com',
        studentPassportNumber: 'n 0912-3456',
      }),
    );
    expect(a.studentPassportNumber).toBe('N09123456');
    await first.caller.application.submit({ id: a.id });
    // The second agency has another e-mail and birthday for the person, but the same passport.
    const b = await second.caller.application.create(
      applicationInput(world.programId, {
        studentEmail: 'passport.two@example.com',
        studentDateOfBirth: '1999-01-02',
        studentPassportNumber: 'N09123456',
      }),
    );
    await second.caller.application.submit({ id: b.id });
    // The same e-mail and birthday as the first, another passport: still the same person (OR).
    const third = await signIn(world.db, world.storage);
    const c = await third.caller.application.create(
      applicationInput(world.programId, {
        studentEmail: 'PASSPORT.ONE@example.com',
        studentPassportNumber: 'X7654321',
      }),
    );
    await third.caller.application.submit({ id: c.id });

    const seenFromA = await admin.caller.admin.application.byId({ id: a.id });
    expect(seenFromA.studentPassportNumber).toBe('N09123456');
    expect(seenFromA.duplicates).toEqual([
      duplicateOf(b.id, { registeredFirst: false, matchedOn: ['passport-number'] }),
      duplicateOf(c.id, { registeredFirst: false, matchedOn: ['email-and-date-of-birth'] }),
    ]);
    expect(await duplicatesSeenBy(admin, b.id)).toEqual([
      duplicateOf(a.id, { registeredFirst: true, matchedOn: ['passport-number'] }),
    ]);
    // The agencies see their own application only, with nothing of the other's student.
    const theirs = [
      { who: first, id: a.id, others: ['passport.two@', 'X7654321'] },
      { who: second, id: b.id, others: ['passport.one@', 'X7654321'] },
      { who: third, id: c.id, others: ['passport.two@', 'N09123456'] },
    ];
    for (const { who, id, others } of theirs) {
      const own = await who.caller.application.byId({ id });
      expect(own).not.toHaveProperty('duplicates');
      for (const other of others)
        expect(JSON.stringify(own).toLowerCase()).not.toContain(other.toLowerCase());
    }
    // Two students of one agency with one passport are that agency's own business: no flag.
    const colleague = await signIn(world.db, world.storage);
    const d = await colleague.caller.application.create(
      applicationInput(world.programId, { studentPassportNumber: 'Q1234567' }),
    );
    await colleague.caller.application.submit({ id: d.id });
    const e = await colleague.caller.application.create(
      applicationInput(world.programId, {
        studentPassportNumber: 'Q1234567',
        intakeDate: 'January 2027',
      }),
    );
    expect(await duplicatesSeenBy(admin, e.id)).toEqual([]);
  });

  it('refuses a malformed passport number on the apply form, naming the field', async () => {
    const body = await expectError(
      world.agent.caller.application.create(
        applicationInput(world.programId, { studentPassportNumber: 'AB-12' }),
      ),
      'BAD_REQUEST',
    );
    expect(body.issues).toEqual([
      { path: 'studentPassportNumber', message: PASSPORT_NUMBER_MESSAGE },
    ]);
  });

  it('lets only one of two simultaneous duplicates through', async () => {
    const input = applicationInput(world.programId, { studentEmail: 'race@example.com' });
    await world.agent.caller.application.create({ ...input, intakeDate: 'May 2027' });
    const results = await Promise.allSettled([
      world.agent.caller.application.create(input),
      world.agent.caller.application.create(input),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
  });

  it('refuses a missing or hidden program with 404 and creates nothing', async () => {
    const hidden = await seedProgram(world.db, { hidden: true });
    const before = await world.agent.caller.application.list({});
    await expectError(
      world.agent.caller.application.create(applicationInput(hidden.programId)),
      'NOT_FOUND',
      'Program not found',
    );
    await expectError(
      world.agent.caller.application.create(applicationInput(999_999)),
      'NOT_FOUND',
      'Program not found',
    );
    expect((await world.agent.caller.application.list({})).total).toBe(before.total);
  });

  it('validates the form with the messages of docs/product.md §6', async () => {
    const body = await expectError(
      world.agent.caller.application.create(
        applicationInput(world.programId, { studentFirstName: ' ', studentEmail: 'nope' }),
      ),
      'BAD_REQUEST',
    );
    expect(body.issues).toEqual(
      expect.arrayContaining([
        { path: 'studentFirstName', message: 'Student first name is required' },
        { path: 'studentEmail', message: 'Please enter a valid email for the student' },
      ]),
    );
  });

  it('answers 401 when signed out', async () => {
    const anonymous = await callerFor(world.db, world.storage);
    await expectError(anonymous.application.list({}), 'UNAUTHORIZED');
    await expectError(
      anonymous.application.create(applicationInput(world.programId)),
      'UNAUTHORIZED',
    );
  });

  it('submits a draft once, stamps submittedAt and writes history; a retry changes nothing', async () => {
    const { id } = await world.agent.caller.application.create(applicationInput(world.programId));
    const submitted = await world.agent.caller.application.submit({ id });
    expect(submitted.status).toBe('submitted');
    expect(submitted.submittedAt).not.toBeNull();
    expect(submitted.allowedStatuses).toEqual(['draft', 'submitted']);
    expect(submitted.statusHistory.map((entry) => [entry.fromStatus, entry.toStatus])).toEqual([
      [null, 'draft'],
      ['draft', 'submitted'],
    ]);
    const again = await world.agent.caller.application.submit({ id });
    expect(again.statusHistory).toHaveLength(2);
    expect(again.updatedAt).toBe(submitted.updatedAt);
    expect((await auditRows(id)).map((row) => row.action)).toEqual([
      'application_created',
      'application_submitted',
    ]);
  });

  it('submits an incomplete application again but refuses one under review', async () => {
    const { id } = await world.agent.caller.application.create(applicationInput(world.programId));
    await setStatus(id, 'incomplete');
    expect((await world.agent.caller.application.submit({ id })).status).toBe('submitted');
    await setStatus(id, 'under-review');
    await expectError(world.agent.caller.application.submit({ id }), 'CONFLICT');
  });

  it('updates fields while editable and audits previous and new values', async () => {
    const { id } = await world.agent.caller.application.create(applicationInput(world.programId));
    const updated = await world.agent.caller.application.update({
      id,
      studentPhone: '+971 55 111 2222',
      cgpa: '',
    });
    expect(updated.studentPhone).toBe('+971 55 111 2222');
    expect(updated.cgpa).toBeNull();
    expect(updated.status).toBe('draft');
    const audit = (await auditRows(id)).at(-1);
    expect(audit?.action).toBe('application_updated');
    expect(audit?.previousData).toEqual({ studentPhone: '+971 50 000 0000', cgpa: '3.6' });
    expect(audit?.newData).toEqual({ studentPhone: '+971 55 111 2222', cgpa: null });
  });

  it('locks the fields once the application is no longer editable', async () => {
    const { id } = await world.agent.caller.application.create(applicationInput(world.programId));
    await setStatus(id, 'under-review');
    const before = await world.agent.caller.application.byId({ id });
    expect(before).toMatchObject({
      canEdit: false,
      allowedStatuses: ['under-review'],
      canAddDocuments: true,
    });

    await expectError(
      world.agent.caller.application.update({ id, studentLastName: 'Changed' }),
      'CONFLICT',
      EDIT_LOCKED_MESSAGE,
    );
    const after = await world.agent.caller.application.byId({ id });
    expect(after.studentLastName).toBe('Doe');
    expect(after.updatedAt).toBe(before.updatedAt);
    // The form sends every field back; unchanged values are not an edit.
    const same = await world.agent.caller.application.update({
      id,
      studentLastName: 'Doe',
      status: 'under-review',
    });
    expect(same.updatedAt).toBe(before.updatedAt);
  });

  it('allows only the agent moves for the status', async () => {
    const { id } = await world.agent.caller.application.create(applicationInput(world.programId));
    const body = await expectError(
      world.agent.caller.application.update({ id, status: 'approved' }),
      'BAD_REQUEST',
    );
    expect(body.issues.map((issue) => issue.path)).toEqual(['status']);
    expect((await world.agent.caller.application.byId({ id })).status).toBe('draft');

    const submitted = await world.agent.caller.application.update({ id, status: 'submitted' });
    expect(submitted.status).toBe('submitted');
    expect(submitted.submittedAt).not.toBeNull();
    const withdrawn = await world.agent.caller.application.update({ id, status: 'draft' });
    expect(withdrawn.status).toBe('draft');
    expect(withdrawn.submittedAt).toBeNull();
    expect(withdrawn.statusHistory.map((entry) => entry.toStatus)).toEqual([
      'draft',
      'submitted',
      'draft',
    ]);
    // The alias of docs/product.md §5.2 maps to incomplete, which agents cannot choose.
    await expectError(
      world.agent.caller.application.update({ id, status: 'action-required' }),
      'BAD_REQUEST',
    );
    await expectError(
      world.agent.caller.application.update({ id, status: 'no-such-status' }),
      'BAD_REQUEST',
    );
  });

  it('refuses a stale form with 409 and keeps the other change', async () => {
    const { id, updatedAt } = await world.agent.caller.application.create(
      applicationInput(world.programId),
    );
    const first = await world.agent.caller.application.update({
      id,
      notes: 'first edit',
      expectedUpdatedAt: updatedAt,
    });
    expect(first.notes).toBe('first edit');
    await expectError(
      world.agent.caller.application.update({
        id,
        notes: 'stale edit',
        expectedUpdatedAt: updatedAt,
      }),
      'CONFLICT',
      STALE_UPDATE_MESSAGE,
    );
    expect((await world.agent.caller.application.byId({ id })).notes).toBe('first edit');
    const second = await world.agent.caller.application.update({
      id,
      notes: 'fresh edit',
      expectedUpdatedAt: first.updatedAt,
    });
    expect(second.notes).toBe('fresh edit');
    await expectError(
      world.agent.caller.application.update({ id, notes: 'x', expectedUpdatedAt: 'yesterday' }),
      'BAD_REQUEST',
    );
  });

  it('lists only the agent’s applications, newest first, filtered and paged on the server', async () => {
    const storageLocal = createMemoryStorage();
    const lister = await signIn(world.db, storageLocal);
    const other = await signIn(world.db, storageLocal);
    const { programId: otherProgram, name: otherName } = await seedProgram(world.db, {
      name: 'BBA Finance Unique',
    });
    const a = await lister.caller.application.create(
      applicationInput(world.programId, {
        studentFirstName: 'Alice',
        studentEmail: 'alice@example.com',
      }),
    );
    const b = await lister.caller.application.create(
      applicationInput(otherProgram, { studentFirstName: 'Bob', studentEmail: 'bob@example.com' }),
    );
    const c = await lister.caller.application.create(
      applicationInput(world.programId, {
        studentFirstName: 'Carol',
        studentEmail: 'carol@example.com',
      }),
    );
    await lister.caller.application.submit({ id: b.id });
    await other.caller.application.create(
      applicationInput(world.programId, { studentFirstName: 'Alice' }),
    );

    const all = await lister.caller.application.list({});
    expect(all.total).toBe(3);
    expect(all.items.map((item) => item.id)).toEqual([c.id, b.id, a.id]);
    expect(all.items[1]).toMatchObject({
      status: 'submitted',
      studentFirstName: 'Bob',
      program: { name: otherName, degree: "Master's Degree" },
    });

    expect(
      (await lister.caller.application.list({ status: 'submitted' })).items.map((i) => i.id),
    ).toEqual([b.id]);
    expect((await lister.caller.application.list({ status: 'all' })).total).toBe(3);
    expect(
      (await lister.caller.application.list({ search: 'ALICE' })).items.map((i) => i.id),
    ).toEqual([a.id]);
    expect(
      (await lister.caller.application.list({ search: 'finance unique' })).items.map((i) => i.id),
    ).toEqual([b.id]);
    expect((await lister.caller.application.list({ search: '100%' })).total).toBe(0);
    expect(
      (await lister.caller.application.list({ direction: 'asc' })).items.map((i) => i.id),
    ).toEqual([a.id, b.id, c.id]);
    // b was submitted last, so it is the most recently updated.
    expect(
      (await lister.caller.application.list({ sort: 'updatedAt' })).items.map((i) => i.id)[0],
    ).toBe(b.id);

    const page2 = await lister.caller.application.list({ page: 2, pageSize: 2 });
    expect(page2).toMatchObject({ total: 3, totalIsEstimate: false, page: 2, pageSize: 2 });
    expect(page2.items.map((i) => i.id)).toEqual([a.id]);
    const window = await lister.caller.application.list({ limit: 2, offset: 1 });
    expect(window.items.map((i) => i.id)).toEqual([b.id, a.id]);
  });

  it('counts active and finished applications and shows the five newest for the dashboard', async () => {
    const dashboardAgent = await signIn(world.db, world.storage);
    const ids: number[] = [];
    for (let index = 0; index < 6; index++) {
      ids.push(
        (
          await dashboardAgent.caller.application.create(
            applicationInput(world.programId, { studentFirstName: `S${index}` }),
          )
        ).id,
      );
    }
    await setStatus(ids[0]!, 'approved');
    await world.db
      .updateTable('applications')
      .set({ status: 'rejected' })
      .where('id', '=', ids[1]!)
      .execute();
    const stats = await dashboardAgent.caller.application.stats();
    expect(stats.active).toBe(4);
    expect(stats.finished).toBe(2);
    expect(stats.recent.map((item) => item.id)).toEqual(ids.slice(1).reverse());
    expect(stats.recent[0]?.program.name).toBe(world.programName);
    expect(stats.recent[0]?.program.universityName).toMatch(/^Test University/);
  });

  it('lets an admin read any application in the workspace view', async () => {
    const admin = await signIn(world.db, world.storage, { role: 'admin' });
    const { id } = await world.agent.caller.application.create(applicationInput(world.programId));
    const read = await admin.caller.application.byId({ id });
    expect(read.agent.id).toBe(world.agent.userId);
    expect(read.allowedStatuses).toEqual(['draft', 'submitted']);
  });

  it("keeps an agent's application the agent's: an admin may not edit, submit or message a draft", async () => {
    const admin = await signIn(world.db, world.storage, { role: 'admin' });
    const { id } = await world.agent.caller.application.create(applicationInput(world.programId));
    const before = await world.agent.caller.application.byId({ id });
    const auditBefore = await auditRows(id);
    await expectError(
      admin.caller.application.update({ id, studentLastName: 'Edited by an admin' }),
      'FORBIDDEN',
      AGENTS_APPLICATION_MESSAGE,
    );
    await expectError(
      admin.caller.application.update({ id, status: 'submitted' }),
      'FORBIDDEN',
      AGENTS_APPLICATION_MESSAGE,
    );
    await expectError(
      admin.caller.application.submit({ id }),
      'FORBIDDEN',
      AGENTS_APPLICATION_MESSAGE,
    );
    await expectError(
      admin.caller.message.send({ applicationId: id, body: 'Hello from the admissions team' }),
      'CONFLICT',
      DRAFT_THREAD_LOCKED_MESSAGE,
    );
    const ctx = await contextFor(world.db, world.storage, admin.token);
    await expectError(
      registerApplicationFile(
        ctx,
        'message',
        { applicationId: id },
        { stream: Readable.from([PDF]), filename: 'form.pdf' },
      ),
      'CONFLICT',
      DRAFT_THREAD_LOCKED_MESSAGE,
    );
    expect(await world.agent.caller.application.byId({ id })).toEqual(before);
    expect(await auditRows(id)).toEqual(auditBefore);
    expect((await world.agent.caller.message.list({ applicationId: id })).total).toBe(0);

    // Once submitted the thread opens to the admins; the fields stay the agent's.
    await world.agent.caller.application.submit({ id });
    await expectError(
      admin.caller.application.update({ id, studentLastName: 'Edited by an admin' }),
      'FORBIDDEN',
    );
    const sent = await admin.caller.message.send({ applicationId: id, body: 'Received, thanks' });
    expect(sent.side).toBe('admin');
    // An admin's own application in the agent app stays theirs to edit.
    const own = await admin.caller.application.create(applicationInput(world.programId));
    expect(
      (await admin.caller.application.update({ id: own.id, studentLastName: 'Own' }))
        .studentLastName,
    ).toBe('Own');
  });

  describe('ownership', () => {
    it('answers 404 to another agent for every application procedure and changes nothing', async () => {
      const intruder = await signIn(world.db, world.storage);
      const { id } = await world.agent.caller.application.create(applicationInput(world.programId));
      const before = await world.agent.caller.application.byId({ id });
      const auditBefore = await auditRows(id);

      const notFound = 'Application not found';
      await expectError(intruder.caller.application.byId({ id }), 'NOT_FOUND', notFound);
      await expectError(
        intruder.caller.application.update({ id, studentLastName: 'Hijacked' }),
        'NOT_FOUND',
        notFound,
      );
      await expectError(
        intruder.caller.application.update({ id, status: 'submitted' }),
        'NOT_FOUND',
        notFound,
      );
      await expectError(intruder.caller.application.submit({ id }), 'NOT_FOUND', notFound);
      await expectError(
        intruder.caller.document.list({ applicationId: id }),
        'NOT_FOUND',
        notFound,
      );
      await expectError(intruder.caller.application.byId({ id: 987_654 }), 'NOT_FOUND', notFound);
      expect((await intruder.caller.application.list({})).total).toBe(0);

      const after = await world.agent.caller.application.byId({ id });
      expect(after).toEqual(before);
      expect(await auditRows(id)).toEqual(auditBefore);
    });
  });
});
