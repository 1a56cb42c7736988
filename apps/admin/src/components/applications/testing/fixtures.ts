import type { ProcedureOutput } from '@uniguide/client/testing';

type AdminApplication = ProcedureOutput<'admin.application.byId'>;
type AdminApplicationRow = ProcedureOutput<'admin.application.list'>['items'][number];

const program = {
  id: 9,
  name: 'MSc Data Science',
  degree: "Master's Degree",
  universityId: 2,
  universityName: 'Khalifa University',
  universityLogo: null,
};

const agent = {
  id: 3,
  username: 'agent@example.com',
  firstName: 'Omar',
  lastName: 'Khalil',
  agencyName: 'KE',
};

/** One application as `admin.application.byId` answers it: Jane Doe's, rejected, two documents. */
export function adminApplicationFixture(
  overrides: Partial<AdminApplication> = {},
): AdminApplication {
  return {
    id: 41,
    userId: 3,
    programId: 9,
    studentId: 12,
    studentFirstName: 'Jane',
    studentLastName: 'Doe',
    studentEmail: 'jane.doe@example.com',
    studentPhone: '+971 50 000 0000',
    studentDateOfBirth: '2001-04-12',
    studentNationality: 'Jordanian',
    studentNationalityCountry: 'JO',
    studentPassportNumber: null,
    studentGender: 'prefer-not-to-say',
    highestQualification: "Bachelor's Degree",
    qualificationName: 'BSc Computer Science',
    institutionName: 'University of Jordan',
    graduationYear: '2023',
    cgpa: null,
    intakeDate: 'September 2026',
    notes: 'Prefers evening classes',
    status: 'rejected',
    adminNotes: 'Checked with the faculty',
    rejectionReason: 'Entry requirements not met',
    paymentConfirmation: false,
    submittedToUniversityDate: null,
    conditionalOfferTerms: null,
    lastActionBy: 1,
    submittedAt: '2026-03-02T10:00:00.000Z',
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-03T10:00:00.000Z',
    program: { ...program, intakes: ['September 2026'] },
    agent,
    documents: [
      {
        id: 5,
        studentId: 12,
        applicationId: 41,
        documentType: 'passport',
        expiresOn: null,
        filename: 'k1',
        originalFilename: 'passport.jpg',
        fileSize: 204_800,
        mimeType: 'image/jpeg',
        uploadedAt: '2026-03-01T11:00:00.000Z',
        reviewStatus: 'awaiting',
        reviewReason: null,
      },
      {
        id: 6,
        studentId: 12,
        applicationId: 41,
        documentType: 'transcript',
        expiresOn: null,
        filename: 'k2',
        originalFilename: 'transcript.pdf',
        fileSize: 1_048_576,
        mimeType: 'application/pdf',
        uploadedAt: '2026-03-01T11:05:00.000Z',
        reviewStatus: 'awaiting',
        reviewReason: null,
      },
    ],
    statusHistory: [
      {
        id: 1,
        fromStatus: 'submitted',
        toStatus: 'rejected',
        notes: 'Checked with the faculty',
        changedBy: 1,
        timestamp: '2026-03-03T10:00:00.000Z',
      },
    ],
    allowedStatuses: [],
    canEdit: false,
    canAddDocuments: false,
    ...overrides,
  };
}

/** One row of `admin.application.list`: Jane Doe's submitted application #`id`. */
export function adminApplicationRowFixture(
  id: number,
  overrides: Partial<AdminApplicationRow> = {},
): AdminApplicationRow {
  return {
    id,
    userId: 3,
    programId: 9,
    studentId: 12,
    status: 'submitted',
    studentFirstName: 'Jane',
    studentLastName: `Doe ${id}`,
    studentEmail: `jane${id}@example.com`,
    submittedAt: '2026-03-02T10:00:00.000Z',
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-03T10:00:00.000Z',
    program: { ...program, universityLogo: '/images/universities/khalifa.svg' },
    agent: { ...agent, firstName: 'A', lastName: 'B', agencyName: null },
    openRequests: 0,
    submittedToUniversityDate: null,
    documents: { total: 0, complete: 0 },
    clock: { overdue: false, since: null, days: null, medianDays: null },
    adminAttention: null,
    unreadMessages: 0,
    ...overrides,
  };
}
