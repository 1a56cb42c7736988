import { fakeUniversity } from '@uniguide/client/testing';
import type { AdminProgram, AdminUniversity } from '../catalogue-types';

/** A university as the console's catalogue lists it. */
export function adminUniversityFixture(overrides: Partial<AdminUniversity> = {}): AdminUniversity {
  return {
    ...fakeUniversity(),
    commissionRateBps: 1250,
    payoutLagDays: 60,
    tuitionVat: null,
    hiddenProgramCount: 0,
    updatedAt: '2026-03-01T09:00:00.000Z',
    ...overrides,
  };
}

/** A program of that university as the console's catalogue lists it. */
export function adminProgramFixture(overrides: Partial<AdminProgram> = {}): AdminProgram {
  return {
    id: 7,
    name: 'MSc Data Science',
    universityId: 3,
    degree: null,
    studyField: null,
    duration: null,
    tuition: 'AED 45,000 per year',
    tuitionAed: 45000,
    intake: ['September'],
    requirements: [],
    description: null,
    language: null,
    hasScholarship: false,
    scholarshipDetails: null,
    imageUrl: null,
    university: { name: 'Khalifa University', location: 'Abu Dhabi', imageUrl: null },
    hidden: false,
    applicationCount: 0,
    updatedAt: '2026-03-01T09:00:00.000Z',
    ...overrides,
  };
}
