import {
  adminChangeStatus,
  anyProgram,
  apiContext,
  apiSession,
  createDraftApplication,
  createSubmittedApplication,
  DEMO_ADMIN,
  expectOk,
  pdfFile,
  registerAgentViaApi,
  sessionCookies,
  studentApplication,
  uploadDocument,
  type SessionCookies,
} from '../fixtures';
import type { AuditData } from './audited-pages';

/** What the accessibility specs audit the pages with: real records, and who sees them. */
export interface AuditWorld {
  data: AuditData;
  cookies: Record<'agent' | 'admin', SessionCookies>;
}

/**
 * An agent of its own with a submitted, a draft and a rejected application, a document, a status
 * change and a contact message, so every audited page has real data on screen; and the session
 * cookies of that agent and of the demo admin. Each accessibility spec file builds its own.
 */
export async function buildAuditWorld(): Promise<AuditWorld> {
  const { api: agentApi, userId } = await registerAgentViaApi({
    firstName: 'Layla',
    lastName: 'Accessible',
  });
  const admin = await apiSession(DEMO_ADMIN);
  const visitor = await apiContext();
  try {
    const program = await anyProgram(agentApi);
    const student = studentApplication({ studentFirstName: 'Maya' });
    const application = await createSubmittedApplication(agentApi, program.id, student);
    const draft = await createDraftApplication(agentApi, program.id);
    await uploadDocument(agentApi, application.id, pdfFile('passport-scan.pdf'));
    // A status change gives the history, the audit log and the agent's notifications an entry.
    await adminChangeStatus(admin, application.id, {
      status: 'under-review',
      notes: 'Checking the transcript',
    });
    // A rejected one puts every badge tone on the lists (the danger tint is the darkest test).
    const rejected = await createSubmittedApplication(agentApi, program.id);
    await adminChangeStatus(admin, rejected.id, {
      status: 'rejected',
      rejectionReason: 'The program needs a bachelor degree.',
    });
    await expectOk(
      await visitor.post('/api/contact', {
        data: {
          name: 'Omar Visitor',
          email: 'omar.visitor@e2e.uniguide.test',
          subject: 'Partnership question',
          message: 'How do commissions work for postgraduate programs?',
        },
      }),
      'POST /api/contact',
    );
    const students = await agentApi.get('/api/students');
    await expectOk(students, 'GET /api/students');
    const onFile = ((await students.json()) as { id: number; email: string }[]).find(
      (row) => row.email === student.studentEmail,
    );
    if (!onFile) throw new Error('The application did not put its student on file');
    const data: AuditData = {
      programId: program.id,
      programName: program.name,
      universityId: program.universityId,
      universityName: program.university.name,
      applicationId: application.id,
      draftId: draft.id,
      studentName: `${student.studentFirstName} ${student.studentLastName}`,
      studentId: onFile.id,
      agentUserId: userId,
    };
    return {
      data,
      cookies: { agent: await sessionCookies(agentApi), admin: await sessionCookies(admin) },
    };
  } finally {
    await Promise.all([agentApi.dispose(), admin.dispose(), visitor.dispose()]);
  }
}
