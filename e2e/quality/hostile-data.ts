import { expect, type APIResponse } from '@playwright/test';
import {
  adminChangeStatus,
  apiContext,
  apiSession,
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
import { BIDI_TEXT, longWord, XSS_IMG, XSS_JS_URL, XSS_SCRIPT } from '../fixtures/hostile';

/** What the hostile records are called, as stored, and the cookies of the two people who see them. */
export interface HostileData {
  /** A word unique to this run, in the program and university names, to search them by. */
  token: string;
  agentUserId: number;
  agentEmail: string;
  agentFirstName: string;
  agentLastName: string;
  agencyName: string;
  agentWebsite: string;
  universityId: number;
  universityName: string;
  universityLocation: string;
  universityDescription: string;
  programId: number;
  programName: string;
  programDescription: string;
  requirements: string[];
  scholarshipDetails: string;
  /** The first application: markup in the names, a 5 000-character note. */
  first: HostileApplication;
  /** The second: right-to-left and zero-width names, a 100-character last name, markup notes. */
  second: HostileApplication;
  statusNote: string;
  rejectionReason: string;
  fileNames: string[];
  contact: { name: string; subject: string; message: string };
  cookies: { agent: SessionCookies; admin: SessionCookies };
}

export interface HostileApplication {
  id: number;
  firstName: string;
  lastName: string;
  notes: string;
  qualificationName: string;
  institutionName: string;
}

async function created<T>(response: Promise<APIResponse>, what: string) {
  const done = await expectOk(await response, what);
  return (await done.json()) as T;
}

/** A stored link that would run script must be refused outright (it could never be rendered safely). */
async function expectRefused(response: Promise<APIResponse>, what: string): Promise<void> {
  const answer = await response;
  expect(answer.status(), `${what} is refused`).toBe(400);
}

/**
 * Stores hostile text everywhere a person can type a name through the API: the agent's profile, two
 * applications with their notes and documents, an admin's status notes, a contact message, and a
 * university and a program of the catalogue.
 */
export async function seedHostileData(): Promise<HostileData> {
  const token = `Zz${Date.now().toString(36)}`;
  const admin = await apiSession(DEMO_ADMIN);
  const visitor = await apiContext();
  const agentFirstName = XSS_IMG;
  const agentLastName = XSS_SCRIPT;
  const agencyName = `${BIDI_TEXT} ${longWord(150, 'Agency')}`;
  const agentWebsite = `https://example.com/${XSS_SCRIPT}`;
  const {
    api: agent,
    agent: signUp,
    userId,
  } = await registerAgentViaApi({
    firstName: agentFirstName,
    lastName: agentLastName,
    agencyName,
  });
  try {
    // Links: a script address is refused; an http address full of markup is stored as text.
    await expectRefused(
      agent.put('/api/user/profile', {
        data: { ...profile(signUp, agencyName), website: `${XSS_JS_URL}//.example` },
      }),
      'a javascript: agent website',
    );
    await expectOk(
      await agent.put('/api/user/profile', {
        data: { ...profile(signUp, agencyName), website: agentWebsite },
      }),
      'PUT /api/user/profile',
    );

    const universityInput = {
      name: `${token} ${XSS_IMG} University`,
      location: BIDI_TEXT,
      emirate: 'Dubai',
      website: `https://example.com/${XSS_SCRIPT}`,
      description: longWord(5000, 'Description'),
    };
    await expectRefused(
      admin.post('/api/admin/universities', {
        data: { ...universityInput, website: XSS_JS_URL },
      }),
      'a javascript: university website',
    );
    const university = await created<{ id: number; name: string }>(
      admin.post('/api/admin/universities', { data: universityInput }),
      'POST /api/admin/universities',
    );
    const programInput = {
      universityId: university.id,
      name: `${token} ${XSS_SCRIPT} ${longWord(200, 'Program')}`,
      degree: null,
      studyField: null,
      duration: null,
      tuition: `AED ${XSS_IMG}`,
      tuitionAed: 50_000,
      intake: ['September 2026'],
      requirements: [XSS_IMG, BIDI_TEXT],
      description: longWord(5000, 'About'),
      language: BIDI_TEXT,
      hasScholarship: true,
      scholarshipDetails: XSS_SCRIPT,
    };
    const program = await created<{ id: number; name: string }>(
      admin.post('/api/admin/programs', { data: programInput }),
      'POST /api/admin/programs',
    );

    const firstFields = studentApplication({
      studentFirstName: XSS_IMG,
      studentLastName: XSS_SCRIPT,
      qualificationName: BIDI_TEXT,
      institutionName: XSS_JS_URL,
      cgpa: '<b>4</b>',
      notes: longWord(5000, 'Notes'),
    });
    const secondFields = studentApplication({
      studentFirstName: BIDI_TEXT,
      studentLastName: longWord(100, 'Surname'),
      notes: `${XSS_SCRIPT} ${XSS_IMG}`,
    });
    const first = await createSubmittedApplication(agent, program.id, firstFields);
    const second = await createSubmittedApplication(agent, program.id, secondFields);
    const fileNames: string[] = [];
    for (const name of [`${XSS_IMG}.pdf`, `${BIDI_TEXT}.pdf`, `${longWord(190, 'File')}.pdf`]) {
      fileNames.push((await uploadDocument(agent, first.id, pdfFile(name))).originalFilename);
    }

    const statusNote = XSS_IMG;
    const rejectionReason = `${XSS_SCRIPT} ${longWord(300, 'Reason')}`;
    await adminChangeStatus(admin, first.id, { status: 'under-review', notes: statusNote });
    await adminChangeStatus(admin, second.id, { status: 'rejected', rejectionReason });

    const contact = {
      name: XSS_IMG,
      email: 'hostile.visitor@e2e.uniguide.test',
      subject: XSS_SCRIPT,
      message: longWord(5000, 'Message'),
    };
    await expectOk(await visitor.post('/api/contact', { data: contact }), 'POST /api/contact');

    return {
      token,
      agentUserId: userId,
      agentEmail: signUp.email,
      agentFirstName,
      agentLastName,
      agencyName,
      agentWebsite,
      universityId: university.id,
      universityName: university.name,
      universityLocation: universityInput.location,
      universityDescription: universityInput.description,
      programId: program.id,
      programName: program.name,
      programDescription: programInput.description,
      requirements: programInput.requirements,
      scholarshipDetails: programInput.scholarshipDetails,
      first: applicationOf(first.id, firstFields),
      second: applicationOf(second.id, secondFields),
      statusNote,
      rejectionReason,
      fileNames,
      contact,
      cookies: { agent: await sessionCookies(agent), admin: await sessionCookies(admin) },
    };
  } finally {
    await Promise.all([agent.dispose(), admin.dispose(), visitor.dispose()]);
  }
}

function profile(
  signUp: { firstName: string; lastName: string; country: string; phone: string },
  agencyName: string,
) {
  return {
    firstName: signUp.firstName,
    lastName: signUp.lastName,
    agencyName,
    country: signUp.country,
    phoneNumber: signUp.phone,
  };
}

function applicationOf(
  id: number,
  fields: ReturnType<typeof studentApplication>,
): HostileApplication {
  return {
    id,
    firstName: fields.studentFirstName,
    lastName: fields.studentLastName,
    notes: fields.notes,
    qualificationName: fields.qualificationName,
    institutionName: fields.institutionName,
  };
}
