import type {
  StudentDocument,
  StudentListItem,
  StudentListPage,
  StudentProfile,
} from '../shared/types';

/** "YYYY-MM-DD", `days` from today (local calendar): expiry dates relative to the test's run. */
export function daysFromToday(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const offset = date.getTimezoneOffset() * 60_000;
  return new Date(date.getTime() - offset).toISOString().slice(0, 10);
}

export function studentListItemFixture(overrides: Partial<StudentListItem> = {}): StudentListItem {
  return {
    id: 12,
    firstName: 'Amina',
    lastName: 'Yusuf',
    email: 'amina.yusuf@example.com',
    nationality: 'Nigerian',
    counsellor: { id: 7, name: 'Demo Agent' },
    applicationCount: 2,
    latestStatus: 'submitted',
    expiringDocumentCount: 0,
    documentCount: 0,
    updatedAt: '2025-04-02T10:30:00.000Z',
    ...overrides,
  };
}

export function studentPageFixture(
  items: StudentListItem[],
  overrides: Partial<StudentListPage> = {},
): StudentListPage {
  return {
    items,
    total: items.length,
    totalIsEstimate: false,
    page: 1,
    pageSize: 20,
    ...overrides,
  };
}

export function studentDocumentFixture(overrides: Partial<StudentDocument> = {}): StudentDocument {
  return {
    id: 5,
    applicationId: 41,
    studentId: 12,
    expiresOn: null,
    documentType: 'transcript',
    filename: 'stored-5',
    originalFilename: 'transcript.pdf',
    fileSize: 48_000,
    mimeType: 'application/pdf',
    uploadedAt: '2025-04-01T09:00:00.000Z',
    reviewStatus: 'awaiting',
    reviewReason: null,
    applicationIds: [41],
    ...overrides,
  };
}

export function studentFixture(overrides: Partial<StudentProfile> = {}): StudentProfile {
  return {
    id: 12,
    firstName: 'Amina',
    lastName: 'Yusuf',
    email: 'amina.yusuf@example.com',
    phone: '+971 50 123 4567',
    nationality: 'Nigerian',
    nationalityCountry: 'NG',
    counsellorId: 7,
    dateOfBirth: '2004-03-15',
    passportNumber: 'A12345678',
    gender: 'female',
    highestQualification: "Bachelor's Degree",
    qualificationName: 'BSc Computer Science',
    institutionName: 'University of Lagos',
    graduationYear: '2024',
    cgpa: '3.7',
    createdAt: '2025-04-01T09:00:00.000Z',
    updatedAt: '2025-04-02T10:30:00.000Z',
    documents: [],
    applications: [],
    ...overrides,
  };
}
