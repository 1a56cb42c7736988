import { Readable } from 'node:stream';
import { queries } from '@uniguide/db';
import { testDrivers } from '@uniguide/db/testing';
import {
  DEFAULT_REQUIREMENTS,
  DOCUMENT_ALREADY_VERIFIED_MESSAGE,
  DRAFT_STATUS_LOCKED_MESSAGE,
  gateHoldsMessage,
  forwardingGapsMessage,
  missingDocumentsMessage,
  type ForwardingGap,
} from '@uniguide/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { applicationInput, contextFor, expectError, testWorld } from '../../testing';
import { registerUploadedDocument } from '../../services/documents';
import { STALE_REQUIREMENTS_MESSAGE } from '../../services/conversation';
import { BACK_TO_DRAFT_MESSAGE } from '../../services/applications';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n%%EOF\n');

describe.each(testDrivers())('requirements, checklist and submit gate on %s', (driver) => {
  const world = testWorld(driver, { other: true });

  beforeAll(async () => {
    await world.admin.caller.admin.requirements.setUniversity({
      universityId: world.universityId,
      requirements: DEFAULT_REQUIREMENTS.map((item) => ({ ...item })),
    });
  });

  async function upload(
    applicationId: number,
    documentType: string,
    extra: Record<string, string> = {},
  ) {
    const ctx = await contextFor(world.db, world.storage, world.agent.token);
    return registerUploadedDocument(
      ctx,
      { applicationId: String(applicationId), documentType, ...extra },
      { stream: Readable.from([PDF]), filename: `${documentType}.pdf` },
    );
  }

  async function draft() {
    return (await world.agent.caller.application.create(applicationInput(world.programId))).id;
  }

  it("reads a program's requirements: its university's default, filtered by degree", async () => {
    const read = await world.agent.caller.program.requirements({ programId: world.programId });
    expect(read.source).toBe('university');
    expect(read.requirements.map((item) => [item.documentType, item.stage, item.count])).toEqual([
      ['passport', 'to_submit', 1],
      ['transcript', 'before_forwarding', 1],
      ['english-proficiency', 'before_forwarding', 1],
      ['statement-of-purpose', 'before_forwarding', 1],
      ['recommendation-letter', 'before_forwarding', 2],
    ]);
    const bachelor = await world.db
      .insertInto('programs')
      .values({
        universityId: world.universityId,
        name: 'BA Test',
        degree: "Bachelor's Degree",
        searchText: 'ba test',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const forBachelor = await world.agent.caller.program.requirements({ programId: bachelor.id });
    expect(forBachelor.requirements.map((item) => item.documentType)).toEqual([
      'passport',
      'transcript',
      'english-proficiency',
    ]);
  });

  it("answers a hidden program's requirements to admins only, as the catalogue hides it", async () => {
    const hidden = await world.db
      .insertInto('programs')
      .values({
        universityId: world.universityId,
        name: 'MSc Hidden',
        degree: "Master's Degree",
        searchText: 'hidden',
        hidden: true,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await expect(
      world.agent.caller.program.requirements({ programId: hidden.id }),
    ).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    const forAdmin = await world.admin.caller.admin.requirements.program({ programId: hidden.id });
    expect(forAdmin.source).toBe('university');
  });

  it('lets an admin override a program and remove the override; stale saves are refused', async () => {
    const before = await world.admin.caller.admin.requirements.program({
      programId: world.programId,
    });
    expect(before.override).toBeNull();
    const set = await world.admin.caller.admin.requirements.setProgram({
      programId: world.programId,
      requirements: [{ documentType: 'transcript', stage: 'to_submit', count: 1 }],
      expectedUpdatedAt: null,
    });
    expect(set.source).toBe('program');
    expect(set.requirements).toEqual([
      { documentType: 'transcript', stage: 'to_submit', count: 1, degrees: null },
    ]);
    // A second admin still holding the old read (no override) loses, with a 409.
    await expectError(
      world.admin.caller.admin.requirements.setProgram({
        programId: world.programId,
        requirements: [],
        expectedUpdatedAt: null,
      }),
      'CONFLICT',
      STALE_REQUIREMENTS_MESSAGE,
    );
    const removed = await world.admin.caller.admin.requirements.setProgram({
      programId: world.programId,
      requirements: null,
      expectedUpdatedAt: set.override!.updatedAt,
    });
    expect(removed.source).toBe('university');
    const audit = await world.db
      .selectFrom('auditLogs')
      .select('action')
      .where('resourceType', '=', 'program')
      .where('resourceId', '=', String(world.programId))
      .orderBy('id')
      .execute();
    expect(audit.map((row) => row.action)).toEqual([
      'program_requirements_updated',
      'program_requirements_override_removed',
    ]);
  });

  it('refuses a duplicate type and keeps agents out of the admin procedures', async () => {
    await expectError(
      world.admin.caller.admin.requirements.setUniversity({
        universityId: world.universityId,
        requirements: [
          { documentType: 'passport', stage: 'to_submit' },
          { documentType: 'passport', stage: 'before_forwarding' },
        ],
      }),
      'BAD_REQUEST',
      'Passport is listed twice',
    );
    await expectError(
      world.agent.caller.admin.requirements.university({ universityId: world.universityId }),
      'FORBIDDEN',
    );
  });

  it('saves a draft with anything missing but refuses to submit it without a passport', async () => {
    const id = await draft();
    const body = await expectError(
      world.agent.caller.application.submit({ id }),
      'CONFLICT',
      missingDocumentsMessage(['passport']),
    );
    expect(body.issues).toEqual([
      { path: 'documents.passport', message: missingDocumentsMessage(['passport']) },
    ]);
    await expectError(
      world.agent.caller.application.update({ id, status: 'submitted' }),
      'CONFLICT',
      missingDocumentsMessage(['passport']),
    );
    const saved = await world.agent.caller.application.update({ id, notes: 'Still collecting' });
    expect(saved.status).toBe('draft');

    await upload(id, 'passport');
    const submitted = await world.agent.caller.application.submit({ id });
    expect(submitted.status).toBe('submitted');
    const row = await queries.applications.findApplicationRow(world.db, id);
    expect(row?.adminAttentionReason).toBe('submitted');
  });

  it('computes each state of the checklist from the documents on file', async () => {
    const id = await draft();
    let checklist = await world.agent.caller.application.checklist({ applicationId: id });
    expect(checklist.items.map((item) => item.state)).toEqual([
      'missing',
      'missing',
      'missing',
      'missing',
      'missing',
    ]);
    expect([checklist.complete, checklist.total]).toEqual([0, 5]);
    expect(checklist.missingToSubmit).toEqual(['passport']);

    const passport = await upload(id, 'passport');
    const transcript = await upload(id, 'transcript');
    const english = await upload(id, 'english-proficiency', { expiresOn: '2020-01-01' });
    await upload(id, 'recommendation-letter');
    checklist = await world.agent.caller.application.checklist({ applicationId: id });
    const state = (type: string) => checklist.items.find((item) => item.documentType === type);
    expect(state('passport')).toMatchObject({ state: 'uploaded', usable: 1 });
    expect(state('english-proficiency')).toMatchObject({ state: 'expired' });
    expect(state('recommendation-letter')).toMatchObject({
      state: 'missing',
      usable: 1,
      required: 2,
    });
    expect(checklist.missingToSubmit).toEqual([]);
    expect(checklist.missingBeforeForwarding).toEqual([
      'english-proficiency',
      'statement-of-purpose',
      'recommendation-letter',
    ]);

    await world.admin.caller.admin.document.review({ id: passport.id, decision: 'verified' });
    await world.admin.caller.admin.document.review({
      id: transcript.id,
      decision: 'rejected',
      reason: 'The scan is unreadable',
    });
    checklist = await world.agent.caller.application.checklist({ applicationId: id });
    expect(state('passport')).toMatchObject({ state: 'verified', verified: 1 });
    expect(state('transcript')).toMatchObject({
      state: 'rejected',
      rejectionReason: 'The scan is unreadable',
    });
    const notification = await world.db
      .selectFrom('notifications')
      .select(['type', 'body', 'applicationId'])
      .where('userId', '=', world.agent.userId)
      .where('type', '=', 'document_rejected')
      .executeTakeFirstOrThrow();
    expect(notification.body).toContain('The scan is unreadable');
    expect(notification.applicationId).toBe(id);

    // A replacement awaits a check, and the rejected file leaves the application.
    const replacement = await upload(id, 'transcript', {
      replacesDocumentId: String(transcript.id),
    });
    expect(replacement.reviewStatus).toBe('awaiting');
    checklist = await world.agent.caller.application.checklist({ applicationId: id });
    expect(state('transcript')).toMatchObject({ state: 'uploaded', documentIds: [replacement.id] });
    expect(english.reviewStatus).toBe('awaiting');

    const progress = await queries.documents.documentProgress(world.db, [id]);
    expect(progress.get(id)).toEqual({ complete: 2, total: 5 });
  });

  it('lets the agent correct a type until the document is verified, audited', async () => {
    const id = await draft();
    const document = await upload(id, 'other');
    const retyped = await world.agent.caller.document.setType({
      id: document.id,
      documentType: 'statement-of-purpose',
    });
    expect(retyped).toMatchObject({
      documentType: 'statement-of-purpose',
      reviewStatus: 'awaiting',
    });
    const audit = await world.db
      .selectFrom('auditLogs')
      .select(['previousData', 'newData'])
      .where('action', '=', 'document_type_changed')
      .where('resourceId', '=', String(document.id))
      .executeTakeFirstOrThrow();
    expect(audit.previousData).toMatchObject({ documentType: 'other' });
    expect(audit.newData).toMatchObject({ documentType: 'statement-of-purpose' });

    await expectError(
      world.other.caller.document.setType({ id: document.id, documentType: 'passport' }),
      'NOT_FOUND',
    );
    await world.admin.caller.admin.document.review({ id: document.id, decision: 'verified' });
    await expectError(
      world.agent.caller.document.setType({ id: document.id, documentType: 'passport' }),
      'CONFLICT',
      DOCUMENT_ALREADY_VERIFIED_MESSAGE,
    );
  });

  it('guards the forward: unverified required documents are listed and need a confirmation', async () => {
    const id = await draft();
    const passport = await upload(id, 'passport');
    await upload(id, 'transcript');
    await world.agent.caller.application.submit({ id });
    await world.admin.caller.admin.document.review({ id: passport.id, decision: 'verified' });
    const gaps: ForwardingGap[] = [
      { documentType: 'transcript', state: 'uploaded' },
      { documentType: 'english-proficiency', state: 'missing' },
      { documentType: 'statement-of-purpose', state: 'missing' },
      { documentType: 'recommendation-letter', state: 'missing' },
    ];
    const body = await expectError(
      world.admin.caller.admin.application.changeStatus({ id, status: 'submitted-to-university' }),
      'CONFLICT',
      forwardingGapsMessage(gaps),
    );
    expect(body.message).toContain('Transcript (uploaded, awaiting check)');
    expect(body.issues.map((issue) => issue.path)).toEqual([
      'documents.transcript',
      'documents.english-proficiency',
      'documents.statement-of-purpose',
      'documents.recommendation-letter',
    ]);
    expect((await world.admin.caller.admin.application.byId({ id })).status).toBe('submitted');
    await expectError(
      world.admin.caller.admin.application.changeStatus({
        id,
        status: 'submitted-to-university',
        confirmForwarding: false,
      }),
      'CONFLICT',
    );

    const forwarded = await world.admin.caller.admin.application.changeStatus({
      id,
      status: 'submitted-to-university',
      confirmForwarding: true,
    });
    expect(forwarded.status).toBe('submitted-to-university');
    const audit = await world.db
      .selectFrom('auditLogs')
      .select('newData')
      .where('action', '=', 'application_status_changed')
      .where('resourceId', '=', String(id))
      .executeTakeFirstOrThrow();
    expect(audit.newData).toMatchObject({ forwardedWithUnverifiedDocuments: gaps });
    // The admin never moves an application back to draft.
    expect(forwarded.allowedStatuses).not.toContain('draft');
    await expectError(
      world.admin.caller.admin.application.changeStatus({ id, status: 'draft' }),
      'BAD_REQUEST',
      BACK_TO_DRAFT_MESSAGE,
    );
  });

  it('forwards without a question once every required document is verified', async () => {
    const bachelor = await world.db
      .insertInto('programs')
      .values({
        universityId: world.universityId,
        name: 'BSc Forward',
        degree: "Bachelor's Degree",
        searchText: 'f',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { id } = await world.agent.caller.application.create(applicationInput(bachelor.id));
    const documents = [
      await upload(id, 'passport'),
      await upload(id, 'transcript'),
      await upload(id, 'english-proficiency'),
    ];
    await world.agent.caller.application.submit({ id });
    for (const document of documents) {
      await world.admin.caller.admin.document.review({ id: document.id, decision: 'verified' });
    }
    const forwarded = await world.admin.caller.admin.application.changeStatus({
      id,
      status: 'submitted-to-university',
    });
    expect(forwarded.status).toBe('submitted-to-university');
  });

  it('keeps an admin from moving a draft, and another agent out of the checklist', async () => {
    const id = await draft();
    await expectError(
      world.admin.caller.admin.application.changeStatus({ id, status: 'under-review' }),
      'CONFLICT',
      DRAFT_STATUS_LOCKED_MESSAGE,
    );
    expect((await world.admin.caller.admin.application.byId({ id })).allowedStatuses).toEqual([
      'draft',
    ]);
    await expectError(world.other.caller.application.checklist({ applicationId: id }), 'NOT_FOUND');
    await expectError(
      world.admin.caller.admin.document.review({ id: 99_999_999, decision: 'verified' }),
      'NOT_FOUND',
    );
    await expectError(
      world.admin.caller.admin.document.review({
        id: 1,
        decision: 'rejected',
        reason: ' ',
      } as never),
      'BAD_REQUEST',
    );
  });

  it('holds the gate after submitting: a to-submit document stays while the admin team has it', async () => {
    const id = await draft();
    const passport = await upload(id, 'passport');
    const otherDocument = await upload(id, 'other');
    await world.agent.caller.application.submit({ id });
    const refused = gateHoldsMessage(['passport']);

    await expectError(
      world.agent.caller.document.delete({ id: passport.id, applicationId: id }),
      'CONFLICT',
      refused,
    );
    await expectError(
      world.agent.caller.document.setType({ id: passport.id, documentType: 'transcript' }),
      'CONFLICT',
      refused,
    );
    await expectError(
      upload(id, 'transcript', { replacesDocumentId: String(passport.id) }),
      'CONFLICT',
      refused,
    );
    let checklist = await world.agent.caller.application.checklist({ applicationId: id });
    expect(checklist.missingToSubmit).toEqual([]);
    expect((await world.agent.caller.application.byId({ id })).documents.map((d) => d.id)).toEqual([
      passport.id,
      otherDocument.id,
    ]);

    // What the gate does not need comes and goes; a second passport makes the first removable.
    await world.agent.caller.document.setType({ id: otherDocument.id, documentType: 'transcript' });
    await world.agent.caller.document.delete({ id: otherDocument.id, applicationId: id });
    const replacement = await upload(id, 'passport', { replacesDocumentId: String(passport.id) });
    checklist = await world.agent.caller.application.checklist({ applicationId: id });
    expect(checklist.missingToSubmit).toEqual([]);

    // Handed back (incomplete) or under review alike: still with or back from the admins.
    await world.admin.caller.admin.application.changeStatus({ id, status: 'under-review' });
    await expectError(
      world.agent.caller.document.delete({ id: replacement.id, applicationId: id }),
      'CONFLICT',
      refused,
    );
    await world.admin.caller.admin.application.changeStatus({ id, status: 'incomplete' });
    await world.agent.caller.document.setType({ id: replacement.id, documentType: 'other' });
    await expectError(world.agent.caller.application.submit({ id }), 'CONFLICT');
  });
});
