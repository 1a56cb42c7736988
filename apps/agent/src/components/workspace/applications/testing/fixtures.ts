import type {
  ApplicationDetail,
  ApplicationDocument,
  ApplicationListItem,
  ProgramDetail,
  StatusHistoryItem,
} from '../shared/types';

/** The one application the fixtures describe, seen from its detail and from the list. */
const APPLICATION_IDS = { id: 41, userId: 2, programId: 17, studentId: 12 } as const;

/** The application's program as the detail and the list name it. */
const PROGRAM = {
  id: 17,
  name: 'MSc Data Science',
  degree: "Master's Degree",
  universityId: 3,
  universityName: 'Khalifa University',
  universityLogo: null,
};

const AGENT = {
  id: 2,
  username: 'agent@uniguide.test',
  firstName: 'Omar',
  lastName: 'Khalil',
  agencyName: 'Khalil Education',
};

/** The first step of every application's history: created as a draft. */
function createdStep(): StatusHistoryItem {
  return {
    id: 1,
    fromStatus: null,
    toStatus: 'draft',
    notes: null,
    timestamp: '2025-04-01T09:00:00.000Z',
    changedBy: 2,
  };
}

/** The application's history up to its submission: created as a draft, then submitted. */
export function submittedHistory(): StatusHistoryItem[] {
  return [
    createdStep(),
    {
      id: 2,
      fromStatus: 'draft',
      toStatus: 'submitted',
      notes: null,
      timestamp: '2025-04-02T09:00:00.000Z',
      changedBy: 2,
    },
  ];
}

/** A file on the application: its passport, awaiting review. */
export function documentFixture(overrides: Partial<ApplicationDocument> = {}): ApplicationDocument {
  return {
    id: 5,
    applicationId: 41,
    studentId: 12,
    expiresOn: null,
    documentType: 'passport',
    filename: 'k',
    originalFilename: 'passport.pdf',
    fileSize: 2048,
    mimeType: 'application/pdf',
    uploadedAt: '2025-04-01T09:00:00.000Z',
    reviewStatus: 'awaiting',
    reviewReason: null,
    ...overrides,
  };
}

export function programFixture(overrides: Partial<ProgramDetail> = {}): ProgramDetail {
  return {
    id: 17,
    name: 'MSc Data Science',
    universityId: 3,
    degree: "Master's Degree",
    studyField: 'Computer Science & IT',
    duration: '2 years',
    tuition: 'AED 95,000 per year',
    tuitionAed: 95000,
    intake: ['September 2026', 'January 2027'],
    requirements: ["Bachelor's degree"],
    description: 'A program.',
    language: 'English',
    hasScholarship: false,
    scholarshipDetails: null,
    imageUrl: null,
    university: { name: 'Khalifa University', location: 'Abu Dhabi', imageUrl: null },
    turnaround: { universityId: 3, decisionCount: 0, medianDays: null },
    ...overrides,
  };
}

export function applicationFixture(overrides: Partial<ApplicationDetail> = {}): ApplicationDetail {
  return {
    ...APPLICATION_IDS,
    studentFirstName: 'Amina',
    studentLastName: 'Yusuf',
    studentEmail: 'amina.yusuf@example.com',
    studentPhone: '+971 50 123 4567',
    studentDateOfBirth: '2004-03-15',
    studentPassportNumber: null,
    studentNationality: 'Nigerian',
    studentNationalityCountry: 'NG',
    studentGender: 'female',
    highestQualification: "Bachelor's Degree",
    qualificationName: 'BSc Computer Science',
    institutionName: 'University of Lagos',
    graduationYear: '2024',
    cgpa: '3.7',
    intakeDate: 'September 2026',
    notes: null,
    status: 'draft',
    adminNotes: null,
    rejectionReason: null,
    paymentConfirmation: false,
    submittedToUniversityDate: null,
    conditionalOfferTerms: null,
    lastActionBy: 2,
    submittedAt: null,
    createdAt: '2025-04-01T09:00:00.000Z',
    updatedAt: '2025-04-02T10:30:00.000Z',
    program: { ...PROGRAM, intakes: ['September 2026', 'January 2027'] },
    agent: AGENT,
    documents: [],
    statusHistory: [createdStep()],
    allowedStatuses: ['draft', 'submitted'],
    canEdit: true,
    canAddDocuments: true,
    ...overrides,
  };
}

export function listItemFixture(overrides: Partial<ApplicationListItem> = {}): ApplicationListItem {
  return {
    ...APPLICATION_IDS,
    status: 'submitted',
    studentFirstName: 'Amina',
    studentLastName: 'Yusuf',
    studentEmail: 'amina.yusuf@example.com',
    submittedAt: '2025-04-02T10:30:00.000Z',
    createdAt: '2025-04-01T09:00:00.000Z',
    updatedAt: '2025-04-02T10:30:00.000Z',
    submittedToUniversityDate: null,
    program: PROGRAM,
    agent: AGENT,
    adminAttention: null,
    documents: { complete: 1, total: 3 },
    openRequests: 0,
    unreadMessages: 0,
    ...overrides,
  };
}
