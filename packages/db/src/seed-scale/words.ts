import { sql, type RawBuilder } from 'kysely';

/**
 * Word pools the set-based generator picks from by row number, so names repeat the way real ones do and
 * a search term matches a realistic fraction of the rows (not one row, not all of them).
 */
export const EMIRATES = ['Abu Dhabi', 'Dubai', 'Sharjah', 'Ajman', 'Ras Al Khaimah', 'Fujairah', 'Umm Al Quwain'];

export const SUBJECTS = [
  'Accounting',
  'Finance',
  'Marketing',
  'Business Administration',
  'Human Resource Management',
  'Supply Chain Management',
  'Mechanical Engineering',
  'Civil Engineering',
  'Electrical Engineering',
  'Chemical Engineering',
  'Aerospace Engineering',
  'Petroleum Engineering',
  'Computer Science',
  'Data Science',
  'Cyber Security',
  'Artificial Intelligence',
  'Software Engineering',
  'Information Systems',
  'Nursing',
  'Pharmacy',
  'Public Health',
  'Medicine',
  'Dentistry',
  'Physiotherapy',
  'Architecture',
  'Interior Design',
  'Graphic Design',
  'Mass Communication',
  'English Literature',
  'International Relations',
  'Psychology',
  'Law',
  'Education',
  'Hospitality Management',
  'Tourism',
  'Logistics',
  'Economics',
];

export const PROGRAM_VARIANTS = ['', ' (Honours)', ' with Industry Placement', ' (Executive)', ' (Online)', ' and Analytics'];

export const FIRST_NAMES = [
  'Aisha',
  'Omar',
  'Fatima',
  'Ahmed',
  'Priya',
  'Rahul',
  'Chen',
  'Li',
  'Maria',
  'John',
  'Sara',
  'Yusuf',
  'Amina',
  'Ivan',
  'Olga',
  'Kwame',
  'Ngozi',
  'Hassan',
  'Layla',
  'Arjun',
  'Mei',
  'Diego',
  'Sofia',
  'Tariq',
  'Zainab',
  'Ali',
  'Noor',
  'David',
  'Emma',
  'Karim',
];

export const LAST_NAMES = [
  'Khan',
  'Patel',
  'Sharma',
  'Hussain',
  'Ahmed',
  'Ali',
  'Wang',
  'Zhang',
  'Garcia',
  'Smith',
  'Ivanova',
  'Okafor',
  'Mensah',
  'Haddad',
  'Nasser',
  'Rahman',
  'Gupta',
  'Singh',
  'Lopez',
  'Kim',
  'Nguyen',
  'Silva',
  'Costa',
  'Mahmoud',
  'Farouk',
  'Abdullah',
  'Iqbal',
  'Chowdhury',
  'Mwangi',
  'Otieno',
  'Brown',
  'Wilson',
  'Taylor',
  'Yilmaz',
  'Demir',
  'Kaya',
  'Sato',
  'Tanaka',
  'Rossi',
  'Bianchi',
];

export const NATIONALITIES = ['India', 'Pakistan', 'Nigeria', 'Egypt', 'China', 'Kenya', 'Bangladesh', 'Russia', 'Jordan'];

export const COUNTRIES = ['India', 'Pakistan', 'Nigeria', 'Egypt', 'Kenya', 'United Kingdom', 'Jordan', 'Bangladesh'];

/**
 * Twenty slots weighted like a live pipeline: most applications are in review, a few are finished.
 * Every value is one of the canonical statuses (the table's CHECK constraint enforces it).
 */
export const STATUS_SLOTS = [
  'draft',
  'draft',
  'submitted',
  'submitted',
  'submitted',
  'under-review',
  'under-review',
  'under-review',
  'incomplete',
  'incomplete',
  'submitted-to-university',
  'submitted-to-university',
  'accepted-conditional-offer',
  'accepted-payment-pending',
  'payment-clearing',
  'approved',
  'approved',
  'completed',
  'rejected',
  'rejected',
];

/** `ARRAY['a','b']::text[]` built from constants (sql.lit escapes the quotes in "Bachelor's Degree"). */
export function textArray(values: readonly string[]): RawBuilder<string[]> {
  return sql<string[]>`ARRAY[${sql.join(values.map((value) => sql.lit(value)))}]::text[]`;
}
