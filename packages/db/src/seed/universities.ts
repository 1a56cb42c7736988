import type { DegreeLevel, StudyField } from '@uniguide/domain';

/** How a sample institution's generated programs look: our own illustration, not its real offer. */
export interface SampleUniversity {
  slug: string;
  name: string;
  city: string;
  emirate: 'Abu Dhabi' | 'Dubai' | 'Sharjah' | 'Ajman' | 'Ras Al Khaimah' | 'Fujairah' | 'Umm Al Quwain';
  /** Programs to generate; the counts add up to the catalogue size the spec advertises (913). */
  programs: number;
  fields: Partial<Record<StudyField, number>>;
  degrees: Partial<Record<DegreeLevel, number>>;
  /** Fee level relative to the market: 0.7 value … 1.5 premium. */
  feeFactor: number;
  /** UK and Australian branch campuses run three-year bachelor's degrees. */
  style: 'us' | 'uk';
  intakes: string[];
  language: string;
}

const ALL_FIELDS = {
  'Business & Management': 3,
  Engineering: 2,
  'Computer Science & IT': 2,
  'Medicine & Health': 1,
  'Arts & Humanities': 2,
} as const;
const TAUGHT = { "Bachelor's Degree": 5, "Master's Degree": 3, PhD: 1, Diploma: 1 } as const;
const TEACHING = { "Bachelor's Degree": 6, "Master's Degree": 3, Diploma: 1 } as const;
const SEP_JAN = ['September', 'January'];
const SEP_JAN_MAY = ['September', 'January', 'May'];
const FOUR_INTAKES = ['September', 'November', 'February', 'May'];

/** 31 real UAE institutions with their city and emirate; everything generated for them is illustrative. */
export const SAMPLE_UNIVERSITIES: readonly SampleUniversity[] = [
  { slug: 'uaeu', name: 'United Arab Emirates University', city: 'Al Ain', emirate: 'Abu Dhabi', programs: 44, fields: ALL_FIELDS, degrees: TAUGHT, feeFactor: 1.1, style: 'us', intakes: ['August', 'January'], language: 'English / Arabic' },
  { slug: 'khalifa-university', name: 'Khalifa University', city: 'Abu Dhabi', emirate: 'Abu Dhabi', programs: 34, fields: { Engineering: 5, 'Computer Science & IT': 3, 'Medicine & Health': 1 }, degrees: { "Bachelor's Degree": 4, "Master's Degree": 4, PhD: 2 }, feeFactor: 1.3, style: 'us', intakes: ['August', 'January'], language: 'English' },
  { slug: 'american-university-of-sharjah', name: 'American University of Sharjah', city: 'Sharjah', emirate: 'Sharjah', programs: 40, fields: { 'Business & Management': 3, Engineering: 3, 'Computer Science & IT': 2, 'Arts & Humanities': 2 }, degrees: { "Bachelor's Degree": 6, "Master's Degree": 3, PhD: 1 }, feeFactor: 1.35, style: 'us', intakes: SEP_JAN, language: 'English' },
  { slug: 'university-of-sharjah', name: 'University of Sharjah', city: 'Sharjah', emirate: 'Sharjah', programs: 52, fields: ALL_FIELDS, degrees: TAUGHT, feeFactor: 1.0, style: 'us', intakes: SEP_JAN, language: 'English / Arabic' },
  { slug: 'zayed-university', name: 'Zayed University', city: 'Dubai', emirate: 'Dubai', programs: 30, fields: { 'Business & Management': 3, 'Computer Science & IT': 2, 'Arts & Humanities': 3 }, degrees: TEACHING, feeFactor: 0.95, style: 'us', intakes: SEP_JAN, language: 'English' },
  { slug: 'abu-dhabi-university', name: 'Abu Dhabi University', city: 'Abu Dhabi', emirate: 'Abu Dhabi', programs: 46, fields: ALL_FIELDS, degrees: TAUGHT, feeFactor: 1.05, style: 'us', intakes: SEP_JAN, language: 'English' },
  { slug: 'ajman-university', name: 'Ajman University', city: 'Ajman', emirate: 'Ajman', programs: 42, fields: ALL_FIELDS, degrees: TAUGHT, feeFactor: 0.9, style: 'us', intakes: SEP_JAN, language: 'English / Arabic' },
  { slug: 'american-university-in-dubai', name: 'American University in Dubai', city: 'Dubai', emirate: 'Dubai', programs: 30, fields: { 'Business & Management': 3, Engineering: 2, 'Computer Science & IT': 2, 'Arts & Humanities': 3 }, degrees: TEACHING, feeFactor: 1.3, style: 'us', intakes: ['September', 'January', 'June'], language: 'English' },
  { slug: 'canadian-university-dubai', name: 'Canadian University Dubai', city: 'Dubai', emirate: 'Dubai', programs: 30, fields: { 'Business & Management': 3, Engineering: 2, 'Computer Science & IT': 2, 'Medicine & Health': 1, 'Arts & Humanities': 2 }, degrees: TEACHING, feeFactor: 1.05, style: 'us', intakes: SEP_JAN_MAY, language: 'English' },
  { slug: 'university-of-dubai', name: 'University of Dubai', city: 'Dubai', emirate: 'Dubai', programs: 26, fields: { 'Business & Management': 4, 'Computer Science & IT': 2, Engineering: 1, 'Arts & Humanities': 1 }, degrees: TAUGHT, feeFactor: 0.95, style: 'us', intakes: SEP_JAN, language: 'English' },
  { slug: 'heriot-watt-university-dubai', name: 'Heriot-Watt University Dubai', city: 'Dubai', emirate: 'Dubai', programs: 40, fields: { 'Business & Management': 3, Engineering: 3, 'Computer Science & IT': 2, 'Arts & Humanities': 1 }, degrees: TAUGHT, feeFactor: 1.25, style: 'uk', intakes: SEP_JAN, language: 'English' },
  { slug: 'middlesex-university-dubai', name: 'Middlesex University Dubai', city: 'Dubai', emirate: 'Dubai', programs: 42, fields: ALL_FIELDS, degrees: TEACHING, feeFactor: 1.05, style: 'uk', intakes: SEP_JAN, language: 'English' },
  { slug: 'university-of-wollongong-in-dubai', name: 'University of Wollongong in Dubai', city: 'Dubai', emirate: 'Dubai', programs: 36, fields: { 'Business & Management': 4, Engineering: 2, 'Computer Science & IT': 2, 'Medicine & Health': 1, 'Arts & Humanities': 1 }, degrees: TEACHING, feeFactor: 1.1, style: 'uk', intakes: ['September', 'January', 'May'], language: 'English' },
  { slug: 'amity-university-dubai', name: 'Amity University Dubai', city: 'Dubai', emirate: 'Dubai', programs: 38, fields: ALL_FIELDS, degrees: TAUGHT, feeFactor: 0.75, style: 'us', intakes: SEP_JAN, language: 'English' },
  { slug: 'manipal-dubai', name: 'Manipal Academy of Higher Education Dubai', city: 'Dubai', emirate: 'Dubai', programs: 36, fields: ALL_FIELDS, degrees: TAUGHT, feeFactor: 0.8, style: 'us', intakes: SEP_JAN, language: 'English' },
  { slug: 'bits-pilani-dubai', name: 'BITS Pilani Dubai', city: 'Dubai', emirate: 'Dubai', programs: 20, fields: { Engineering: 4, 'Computer Science & IT': 3, 'Business & Management': 1 }, degrees: { "Bachelor's Degree": 6, "Master's Degree": 3, PhD: 1 }, feeFactor: 0.85, style: 'us', intakes: ['August'], language: 'English' },
  { slug: 'rit-dubai', name: 'Rochester Institute of Technology Dubai', city: 'Dubai', emirate: 'Dubai', programs: 18, fields: { Engineering: 3, 'Computer Science & IT': 3, 'Business & Management': 2 }, degrees: { "Bachelor's Degree": 6, "Master's Degree": 4 }, feeFactor: 1.25, style: 'us', intakes: ['August', 'January'], language: 'English' },
  { slug: 'murdoch-university-dubai', name: 'Murdoch University Dubai', city: 'Dubai', emirate: 'Dubai', programs: 22, fields: { 'Business & Management': 4, 'Computer Science & IT': 2, 'Arts & Humanities': 2, 'Medicine & Health': 1 }, degrees: TEACHING, feeFactor: 1.0, style: 'uk', intakes: ['September', 'January', 'May'], language: 'English' },
  { slug: 'curtin-university-dubai', name: 'Curtin University Dubai', city: 'Dubai', emirate: 'Dubai', programs: 20, fields: { 'Business & Management': 4, 'Computer Science & IT': 2, Engineering: 2 }, degrees: TEACHING, feeFactor: 1.05, style: 'uk', intakes: ['September', 'February'], language: 'English' },
  { slug: 'university-of-birmingham-dubai', name: 'University of Birmingham Dubai', city: 'Dubai', emirate: 'Dubai', programs: 26, fields: { 'Business & Management': 3, Engineering: 2, 'Computer Science & IT': 2, 'Arts & Humanities': 2, 'Medicine & Health': 1 }, degrees: { "Bachelor's Degree": 5, "Master's Degree": 4, PhD: 1 }, feeFactor: 1.4, style: 'uk', intakes: ['September'], language: 'English' },
  { slug: 'higher-colleges-of-technology', name: 'Higher Colleges of Technology', city: 'Abu Dhabi', emirate: 'Abu Dhabi', programs: 38, fields: ALL_FIELDS, degrees: { "Bachelor's Degree": 5, Diploma: 4, "Master's Degree": 1 }, feeFactor: 0.7, style: 'us', intakes: SEP_JAN, language: 'English' },
  { slug: 'al-ghurair-university', name: 'Al Ghurair University', city: 'Dubai', emirate: 'Dubai', programs: 20, fields: { Engineering: 3, 'Business & Management': 3, 'Computer Science & IT': 2, 'Arts & Humanities': 1 }, degrees: TEACHING, feeFactor: 0.8, style: 'us', intakes: SEP_JAN, language: 'English' },
  { slug: 'skyline-university-college', name: 'Skyline University College', city: 'Sharjah', emirate: 'Sharjah', programs: 18, fields: { 'Business & Management': 5, 'Computer Science & IT': 2, 'Arts & Humanities': 1 }, degrees: TEACHING, feeFactor: 0.75, style: 'us', intakes: SEP_JAN_MAY, language: 'English' },
  { slug: 'gulf-medical-university', name: 'Gulf Medical University', city: 'Ajman', emirate: 'Ajman', programs: 22, fields: { 'Medicine & Health': 1 }, degrees: { "Bachelor's Degree": 5, "Master's Degree": 3, Diploma: 1 }, feeFactor: 1.2, style: 'us', intakes: ['September'], language: 'English' },
  { slug: 'mbru', name: 'Mohammed bin Rashid University of Medicine and Health Sciences', city: 'Dubai', emirate: 'Dubai', programs: 14, fields: { 'Medicine & Health': 1 }, degrees: { "Bachelor's Degree": 2, "Master's Degree": 4, PhD: 1 }, feeFactor: 1.4, style: 'us', intakes: ['September'], language: 'English' },
  { slug: 'emirates-aviation-university', name: 'Emirates Aviation University', city: 'Dubai', emirate: 'Dubai', programs: 18, fields: { Engineering: 4, 'Business & Management': 3, 'Computer Science & IT': 1 }, degrees: TEACHING, feeFactor: 1.0, style: 'us', intakes: SEP_JAN, language: 'English' },
  { slug: 'abu-dhabi-school-of-management', name: 'Abu Dhabi School of Management', city: 'Abu Dhabi', emirate: 'Abu Dhabi', programs: 12, fields: { 'Business & Management': 1 }, degrees: { "Master's Degree": 3, PhD: 1, Diploma: 1 }, feeFactor: 1.15, style: 'us', intakes: ['September', 'February'], language: 'English' },
  { slug: 'sorbonne-university-abu-dhabi', name: 'Sorbonne University Abu Dhabi', city: 'Abu Dhabi', emirate: 'Abu Dhabi', programs: 20, fields: { 'Arts & Humanities': 4, 'Business & Management': 2, 'Computer Science & IT': 1 }, degrees: { "Bachelor's Degree": 5, "Master's Degree": 4, Diploma: 1 }, feeFactor: 1.1, style: 'uk', intakes: ['September'], language: 'French / English' },
  { slug: 'nyu-abu-dhabi', name: 'New York University Abu Dhabi', city: 'Abu Dhabi', emirate: 'Abu Dhabi', programs: 26, fields: { 'Arts & Humanities': 3, Engineering: 2, 'Computer Science & IT': 2, 'Business & Management': 1, 'Medicine & Health': 1 }, degrees: { "Bachelor's Degree": 7, "Master's Degree": 1, PhD: 2 }, feeFactor: 1.5, style: 'us', intakes: ['August'], language: 'English' },
  { slug: 'rabdan-academy', name: 'Rabdan Academy', city: 'Abu Dhabi', emirate: 'Abu Dhabi', programs: 12, fields: { 'Business & Management': 3, 'Arts & Humanities': 1, 'Computer Science & IT': 1 }, degrees: { "Bachelor's Degree": 3, "Master's Degree": 2, Diploma: 2 }, feeFactor: 0.9, style: 'us', intakes: SEP_JAN, language: 'English / Arabic' },
  { slug: 'westford-university-college', name: 'Westford University College', city: 'Sharjah', emirate: 'Sharjah', programs: 41, fields: { 'Business & Management': 6, 'Computer Science & IT': 2, 'Arts & Humanities': 1, Engineering: 1 }, degrees: { "Master's Degree": 5, "Bachelor's Degree": 3, Diploma: 3, PhD: 1 }, feeFactor: 0.7, style: 'uk', intakes: FOUR_INTAKES, language: 'English' },
];
