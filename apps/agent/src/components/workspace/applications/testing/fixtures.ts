import type { ApplicationDetail, ApplicationListItem, ProgramDetail } from '../shared/types';

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
    ...overrides,
  };
}

export function applicationFixture(overrides: Partial<ApplicationDetail> = {}): ApplicationDetail {
  return {
    id: 41,
    userId: 2,
    programId: 17,
    studentFirstName: 'Amina',
    studentLastName: 'Yusuf',
    studentEmail: 'amina.yusuf@example.com',
    studentPhone: '+971 50 123 4567',
    studentDateOfBirth: '2004-03-15',
    studentNationality: 'Nigerian',
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
    program: {
      id: 17,
      name: 'MSc Data Science',
      degree: "Master's Degree",
      universityId: 3,
      universityName: 'Khalifa University',
      universityLogo: null,
      intakes: ['September 2026', 'January 2027'],
    },
    agent: { id: 2, username: 'agent@uniguide.test', firstName: 'Omar', lastName: 'Khalil', agencyName: 'Khalil Education' },
    documents: [],
    statusHistory: [
      { id: 1, fromStatus: null, toStatus: 'draft', notes: null, timestamp: '2025-04-01T09:00:00.000Z', changedBy: 2 },
    ],
    allowedStatuses: ['draft', 'submitted'],
    canEdit: true,
    canAddDocuments: true,
    ...overrides,
  };
}

export function listItemFixture(overrides: Partial<ApplicationListItem> = {}): ApplicationListItem {
  return {
    id: 41,
    userId: 2,
    programId: 17,
    status: 'submitted',
    studentFirstName: 'Amina',
    studentLastName: 'Yusuf',
    studentEmail: 'amina.yusuf@example.com',
    submittedAt: '2025-04-02T10:30:00.000Z',
    createdAt: '2025-04-01T09:00:00.000Z',
    updatedAt: '2025-04-02T10:30:00.000Z',
    program: {
      id: 17,
      name: 'MSc Data Science',
      degree: "Master's Degree",
      universityId: 3,
      universityName: 'Khalifa University',
      universityLogo: null,
    },
    agent: { id: 2, username: 'agent@uniguide.test', firstName: 'Omar', lastName: 'Khalil', agencyName: 'Khalil Education' },
    ...overrides,
  };
}
