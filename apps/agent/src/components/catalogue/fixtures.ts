import type { Program } from '@uniguide/domain';

/** A catalogue program as program.list returns it; override what a test is about. */
export function programFixture(overrides: Partial<Program> = {}): Program {
  return {
    id: 7,
    name: 'MSc Data Science',
    universityId: 3,
    degree: "Master's Degree",
    studyField: 'Computer Science & IT',
    duration: '2 years',
    tuition: 'AED 45,000 per year',
    tuitionAed: 45000,
    intake: ['January', 'September'],
    requirements: ['Bachelor degree in a related field', 'IELTS 6.5'],
    description: null,
    language: 'English',
    hasScholarship: false,
    scholarshipDetails: null,
    imageUrl: null,
    university: { name: 'Khalifa University', location: 'Abu Dhabi', imageUrl: null },
    ...overrides,
  };
}
