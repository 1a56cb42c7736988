import { Readable } from 'node:stream';
import { testDrivers } from '@uniguide/db/testing';
import {
  DOCUMENT_OTHER_STUDENT_MESSAGE,
  EXPIRY_DATE_MESSAGE,
  EXPIRY_TYPE_MESSAGE,
} from '@uniguide/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  applicationInput,
  contextFor,
  seedProgram,
  signIn,
  type SignedIn,
  expectError,
  testWorld,
} from '../../testing';
import { FINISHED_ADD_MESSAGE } from '../../services/documents';
import {
  APPLICATION_OF_OTHER_STUDENT_MESSAGE,
  registerUploadedDocument,
} from '../../services/documents';
import { toErrorBody } from '../../trpc';

/** An intake comfortably beyond the 90-day warning window, whatever today is. */
const INTAKE_YEAR = new Date().getUTCFullYear() + 2;
const INTAKE = `September ${INTAKE_YEAR}`;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n%%EOF\n');

/** Decision 009: documents on a student's file, attached to applications, with expiry dates. */
describe.each(testDrivers())('documents on file on %s', (driver) => {
  const world = testWorld(driver, { program: false, other: true });

  beforeAll(async () => {
    ({ programId: world.programId } = await seedProgram(world.db, { intakes: [INTAKE] }));
  });

  async function upload(who: SignedIn, fields: Record<string, unknown>, filename = 'scan.pdf') {
    const ctx = await contextFor(world.db, world.storage, who.token);
    return registerUploadedDocument(ctx, fields, { stream: Readable.from([PDF]), filename });
  }

  async function application(who: SignedIn, email: string, intakeDate = INTAKE) {
    return who.caller.application.create(
      applicationInput(world.programId, { studentEmail: email, intakeDate }),
    );
  }

  it("uploads onto a student's file without an application, with an expiry date for passports only", async () => {
    const { studentId } = await application(world.agent, 'file.upload@example.com');
    const passport = await upload(world.agent, {
      studentId,
      documentType: 'passport',
      expiresOn: '2030-02-28',
    });
    expect(passport).toMatchObject({ studentId, applicationId: null, expiresOn: '2030-02-28' });
    const detail = await world.agent.caller.student.byId({ id: studentId });
    expect(detail.documents).toEqual([{ ...passport, applicationIds: [] }]);

    const refused = await expectError(
      upload(world.agent, { studentId, documentType: 'transcript', expiresOn: '2030-02-28' }),
      'BAD_REQUEST',
      EXPIRY_TYPE_MESSAGE,
    );
    expect(refused.issues).toEqual([{ path: 'expiresOn', message: EXPIRY_TYPE_MESSAGE }]);
    await expectError(
      upload(world.agent, { studentId, documentType: 'passport', expiresOn: '2030-02-30' }),
      'BAD_REQUEST',
      EXPIRY_DATE_MESSAGE,
    );
    await expectError(upload(world.other, { studentId }), 'NOT_FOUND', 'Student not found');
    await expectError(upload(world.agent, {}), 'BAD_REQUEST', 'Application is required');
    expect((await world.agent.caller.student.byId({ id: studentId })).documents).toHaveLength(1);
    expect((await upload(world.admin, { studentId })).studentId).toBe(studentId);
  });

  it("puts an application's upload on its student's file, linked; refuses a mismatched student", async () => {
    const created = await application(world.agent, 'with.application@example.com');
    const elsewhere = await application(world.agent, 'another.student@example.com');
    const meta = await upload(world.agent, {
      applicationId: created.id,
      expiresOn: '2031-01-01',
      documentType: 'english_certificate',
    });
    expect(meta).toMatchObject({
      applicationId: created.id,
      studentId: created.studentId,
      documentType: 'english-proficiency',
      expiresOn: '2031-01-01',
    });
    expect(
      (await world.agent.caller.document.list({ applicationId: created.id })).map((d) => d.id),
    ).toEqual([meta.id]);
    await expectError(
      upload(world.agent, { applicationId: created.id, studentId: elsewhere.studentId }),
      'BAD_REQUEST',
      APPLICATION_OF_OTHER_STUDENT_MESSAGE,
    );
  });

  it("attaches documents on file to the student's application: idempotent, audited, own student's only", async () => {
    const first = await application(world.agent, 'attach@example.com');
    const second = await application(world.agent, 'attach@example.com', 'January 2027');
    const stranger = await application(world.agent, 'stranger.student@example.com');
    const passport = await upload(world.agent, {
      applicationId: first.id,
      documentType: 'passport',
    });
    const strangersFile = await upload(world.agent, { studentId: stranger.studentId });
    const foreign = await upload(world.other, {
      studentId: (await application(world.other, 'foreign@example.com')).studentId,
    });

    const objectsBefore = world.storage.objects.size;
    const attached = await world.agent.caller.application.attachDocuments({
      applicationId: second.id,
      documentIds: [passport.id, passport.id],
    });
    expect(attached.map((document) => document.id)).toEqual([passport.id]);
    expect(
      await world.agent.caller.application.attachDocuments({
        applicationId: second.id,
        documentIds: [passport.id],
      }),
    ).toEqual(attached);
    const audits = await world.db
      .selectFrom('auditLogs')
      .select(['action', 'newData'])
      .where('action', '=', 'documents_attached')
      .where('resourceId', '=', String(second.id))
      .execute();
    expect(audits).toEqual([
      { action: 'documents_attached', newData: { documentIds: [passport.id] } },
    ]);
    // Attaching adds links, never bytes or document rows.
    expect(world.storage.objects.size).toBe(objectsBefore);
    const rows = await world.db
      .selectFrom('documents')
      .select('id')
      .where('studentId', '=', first.studentId)
      .execute();
    expect(rows).toEqual([{ id: passport.id }]);

    await expectError(
      world.agent.caller.application.attachDocuments({
        applicationId: second.id,
        documentIds: [strangersFile.id],
      }),
      'BAD_REQUEST',
      DOCUMENT_OTHER_STUDENT_MESSAGE,
    );
    await expectError(
      world.agent.caller.application.attachDocuments({
        applicationId: second.id,
        documentIds: [foreign.id],
      }),
      'NOT_FOUND',
      'Document not found',
    );
    await expectError(
      world.other.caller.application.attachDocuments({
        applicationId: second.id,
        documentIds: [foreign.id],
      }),
      'NOT_FOUND',
      'Application not found',
    );
    await world.db
      .updateTable('applications')
      .set({ status: 'approved' })
      .where('id', '=', second.id)
      .execute();
    await expectError(
      world.agent.caller.application.attachDocuments({
        applicationId: second.id,
        documentIds: [passport.id],
      }),
      'CONFLICT',
      FINISHED_ADD_MESSAGE,
    );
  });

  it('never deadlocks or fails with 500 when a delete from the file races an attach', async () => {
    const first = await application(world.agent, 'race@example.com');
    const second = await application(world.agent, 'race@example.com', 'January 2027');
    for (let round = 0; round < 5; round++) {
      const document = await upload(world.agent, { applicationId: first.id });
      const outcomes = await Promise.allSettled([
        world.agent.caller.document.delete({ id: document.id }),
        world.agent.caller.application.attachDocuments({
          applicationId: second.id,
          documentIds: [document.id],
        }),
      ]);
      const failures = outcomes.flatMap((outcome) =>
        outcome.status === 'rejected' ? [toErrorBody(outcome.reason).code] : [],
      );
      // The delete always wins (only drafts hold the file); an attach that came second finds nothing.
      expect(outcomes[0].status).toBe('fulfilled');
      expect(failures.every((code) => code === 'NOT_FOUND')).toBe(true);
    }
    expect(await world.agent.caller.document.list({ applicationId: second.id })).toEqual([]);
  });

  it('sets and clears an expiry date, re-arming the notification, for passports and certificates only', async () => {
    const created = await application(world.agent, 'expiry.edit@example.com');
    const passport = await upload(world.agent, {
      applicationId: created.id,
      documentType: 'passport',
    });
    const transcript = await upload(world.agent, {
      applicationId: created.id,
      documentType: 'transcript',
    });
    await world.db
      .updateTable('documents')
      .set({ expiresOn: '2026-01-01', expiryNotifiedAt: new Date() })
      .where('id', '=', passport.id)
      .execute();

    const updated = await world.agent.caller.document.setExpiry({
      id: passport.id,
      expiresOn: '2032-05-05',
    });
    expect(updated).toMatchObject({ id: passport.id, expiresOn: '2032-05-05' });
    const row = await world.db
      .selectFrom('documents')
      .select(['expiresOn', 'expiryNotifiedAt'])
      .where('id', '=', passport.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ expiresOn: '2032-05-05', expiryNotifiedAt: null });
    const audit = await world.db
      .selectFrom('auditLogs')
      .select(['previousData', 'newData', 'userId'])
      .where('action', '=', 'document_expiry_set')
      .where('resourceId', '=', String(passport.id))
      .executeTakeFirstOrThrow();
    expect(audit).toEqual({
      previousData: { expiresOn: '2026-01-01' },
      newData: { expiresOn: '2032-05-05' },
      userId: world.agent.userId,
    });

    expect(
      (await world.agent.caller.document.setExpiry({ id: passport.id, expiresOn: null })).expiresOn,
    ).toBe(null);
    await expectError(
      world.agent.caller.document.setExpiry({ id: transcript.id, expiresOn: '2032-05-05' }),
      'BAD_REQUEST',
      EXPIRY_TYPE_MESSAGE,
    );
    expect(
      (await world.agent.caller.document.setExpiry({ id: transcript.id, expiresOn: null }))
        .expiresOn,
    ).toBe(null);
    await expectError(
      world.other.caller.document.setExpiry({ id: passport.id, expiresOn: '2032-05-05' }),
      'NOT_FOUND',
      'Document not found',
    );
    expect(
      (await world.admin.caller.document.setExpiry({ id: passport.id, expiresOn: '2033-01-01' }))
        .expiresOn,
    ).toBe('2033-01-01');
  });

  it("lists the agent's expired, soon-expiring and before-intake documents with the most pressing warning", async () => {
    const owner = await signIn(world.db, world.storage);
    const created = await application(owner, 'dashboard@example.com');
    const today = new Date().toISOString().slice(0, 10);
    const inDays = (days: number) =>
      new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
    const expired = await upload(owner, {
      studentId: created.studentId,
      documentType: 'passport',
      expiresOn: inDays(-3),
    });
    const soon = await upload(owner, {
      studentId: created.studentId,
      documentType: 'english-proficiency',
      expiresOn: inDays(20),
    });
    // Expires after the 90-day window but before the application's intake starts.
    const beforeIntake = await upload(owner, {
      applicationId: created.id,
      documentType: 'passport',
      expiresOn: `${INTAKE_YEAR}-08-01`,
    });
    await upload(owner, {
      studentId: created.studentId,
      documentType: 'passport',
      expiresOn: '2099-01-01',
    });
    await upload(world.other, {
      studentId: (await application(world.other, 'not.mine@example.com')).studentId,
      documentType: 'passport',
      expiresOn: inDays(1),
    });

    const page = await owner.caller.document.expiring({});
    expect(page.total).toBe(3);
    expect(page.items.map((item) => [item.document.id, item.warning.kind])).toEqual([
      [expired.id, 'expired'],
      [soon.id, 'soon'],
      [beforeIntake.id, 'before-intake'],
    ]);
    expect(page.items[2]).toMatchObject({
      student: { id: created.studentId, firstName: 'Jane', lastName: 'Doe' },
      application: { id: created.id, intakeDate: INTAKE, intakeStart: `${INTAKE_YEAR}-09-01` },
      warning: {
        message: `Expires on ${INTAKE_YEAR}-08-01, before the intake starts on ${INTAKE_YEAR}-09-01`,
      },
    });
    const window = await owner.caller.document.expiring({ limit: 1, offset: 1 });
    expect(window).toMatchObject({ total: 3, items: [{ document: { id: soon.id } }] });
  });
});
