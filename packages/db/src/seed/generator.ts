import {
  catalogueSourceKey,
  durationBucket,
  type DegreeLevel,
  type Duration,
  type StudyField,
} from '@uniguide/domain';
import { SUBJECTS, type Subject } from './subjects';
import type { SampleUniversity } from './universities';

/** Marks every generated text, so nobody mistakes the demo catalogue for a real institution's offer. */
export const ILLUSTRATIVE = 'Illustrative sample data';

export interface SampleProgram {
  name: string;
  degree: DegreeLevel;
  studyField: StudyField;
  duration: Duration;
  durationRaw: string;
  tuitionText: string | null;
  tuitionAed: number | null;
  intakes: string[];
  intakesRaw: string;
  requirements: string[];
  description: string | null;
  language: string;
  hasScholarship: boolean;
  scholarshipDetails: string | null;
  sourceKey: string;
}

/** mulberry32: a tiny seeded generator, so every run seeds the very same catalogue. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function hashString(text: string): number {
  let hash = 2_166_136_261;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16_777_619);
  return hash >>> 0;
}

function weighted<T extends string>(random: () => number, weights: Partial<Record<T, number>>): T {
  const entries = Object.entries(weights) as Array<[T, number]>;
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = random() * total;
  for (const [value, weight] of entries) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return entries[entries.length - 1]![0];
}

const pick = <T>(random: () => number, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)]!;

const UK_BACHELOR: Record<StudyField, string> = {
  'Business & Management': 'BSc (Hons)',
  Engineering: 'BEng (Hons)',
  'Computer Science & IT': 'BSc (Hons)',
  'Medicine & Health': 'BSc (Hons)',
  'Arts & Humanities': 'BA (Hons)',
};
const US_BACHELOR: Record<StudyField, string> = {
  'Business & Management': 'Bachelor of Business Administration in',
  Engineering: 'Bachelor of Science in',
  'Computer Science & IT': 'Bachelor of Science in',
  'Medicine & Health': 'Bachelor of Science in',
  'Arts & Humanities': 'Bachelor of Arts in',
};

function programName(
  university: SampleUniversity,
  degree: DegreeLevel,
  field: StudyField,
  subject: Subject,
  random: () => number,
): string {
  const title = subject.titles?.[degree];
  if (title) return title;
  const uk = university.style === 'uk';
  switch (degree) {
    case "Bachelor's Degree":
      return `${(uk ? UK_BACHELOR : US_BACHELOR)[field]} ${subject.name}`;
    case "Master's Degree":
      if (field === 'Business & Management' && random() < 0.4) return `MBA in ${subject.name}`;
      if (field === 'Arts & Humanities')
        return uk ? `MA ${subject.name}` : `Master of Arts in ${subject.name}`;
      return uk ? `MSc ${subject.name}` : `Master of Science in ${subject.name}`;
    case 'PhD':
      return uk ? `PhD ${subject.name}` : `Doctor of Philosophy in ${subject.name}`;
    case 'Diploma':
      if (university.slug === 'higher-colleges-of-technology')
        return `Higher Diploma in ${subject.name}`;
      return random() < 0.5
        ? `Postgraduate Diploma in ${subject.name}`
        : `Diploma in ${subject.name}`;
  }
}

/** Program length as a catalogue would write it; its bucket is what the filters use. */
function lengthText(
  university: SampleUniversity,
  degree: DegreeLevel,
  field: StudyField,
  subject: Subject,
  name: string,
  random: () => number,
): string {
  switch (degree) {
    case "Bachelor's Degree": {
      if (subject.bachelorYears) return `${subject.bachelorYears} years`;
      const ukThreeYears = university.style === 'uk' && field !== 'Engineering';
      return ukThreeYears ? '3 years' : '4 years';
    }
    case "Master's Degree":
      if (university.style === 'uk') return '1 year (full-time), 2 years (part-time)';
      return random() < 0.3 ? '18 months' : '2 years';
    case 'PhD':
      return university.style === 'uk' ? '3 years' : pick(random, ['4 years', '5 years']);
    case 'Diploma':
      return name.startsWith('Higher Diploma') ? '2 years' : pick(random, ['1 year', '9 months']);
  }
}

/** Annual fee ranges (AED) before the institution's and subject's factors. */
const FEE_RANGES: Record<DegreeLevel, Record<StudyField, readonly [number, number]>> = {
  "Bachelor's Degree": {
    'Business & Management': [48_000, 62_000],
    Engineering: [58_000, 75_000],
    'Computer Science & IT': [55_000, 70_000],
    'Medicine & Health': [55_000, 78_000],
    'Arts & Humanities': [42_000, 58_000],
  },
  "Master's Degree": {
    'Business & Management': [52_000, 78_000],
    Engineering: [55_000, 75_000],
    'Computer Science & IT': [55_000, 72_000],
    'Medicine & Health': [60_000, 85_000],
    'Arts & Humanities': [45_000, 60_000],
  },
  PhD: {
    'Business & Management': [55_000, 75_000],
    Engineering: [50_000, 72_000],
    'Computer Science & IT': [50_000, 72_000],
    'Medicine & Health': [60_000, 80_000],
    'Arts & Humanities': [45_000, 62_000],
  },
  Diploma: {
    'Business & Management': [18_000, 38_000],
    Engineering: [22_000, 40_000],
    'Computer Science & IT': [20_000, 38_000],
    'Medicine & Health': [24_000, 42_000],
    'Arts & Humanities': [16_000, 34_000],
  },
};

/** The slider tops out at 200,000; sample fees stay below it. */
const FEE_CEILING = 195_000;
/** Share of programs whose fee the sample leaves out ("Contact for info"). */
const NO_FEE_SHARE = 0.03;
const SCHOLARSHIP_SHARE = 0.3;
const DESCRIPTION_SHARE = 0.45;

function annualFee(
  university: SampleUniversity,
  degree: DegreeLevel,
  field: StudyField,
  subject: Subject,
  random: () => number,
): number | null {
  if (random() < NO_FEE_SHARE) return null;
  const [low, high] = FEE_RANGES[degree][field];
  const fee = (low + random() * (high - low)) * university.feeFactor * (subject.feeFactor ?? 1);
  return Math.min(FEE_CEILING, Math.round(fee / 50) * 50);
}

const SCHOLARSHIPS = [
  'Merit scholarship of up to 25% of tuition for applicants with a final school or degree average above 90%.',
  'Early-application discount of 10% on first-year tuition when the deposit is paid before the published deadline.',
  'Sibling and alumni discounts of 10% to 15% on tuition.',
  'Academic excellence scholarship of up to 50% for outstanding applicants, reviewed every semester.',
  'Sports and community-service scholarships of up to 20% of tuition.',
];

function requirements(degree: DegreeLevel, field: StudyField, name: string): string[] {
  const quantitative =
    field === 'Engineering' || field === 'Computer Science & IT' || field === 'Medicine & Health';
  switch (degree) {
    case "Bachelor's Degree":
      return [
        'High school certificate (Grade 12) or equivalent, attested',
        ...(quantitative ? ['Mathematics and one science subject at Grade 12 level'] : []),
        'English: IELTS Academic 6.0 or TOEFL iBT 79, or an accepted equivalent',
        'Passport copy and a recent photograph',
      ];
    case "Master's Degree":
      return [
        "Bachelor's degree in a related field with a minimum CGPA of 3.0 out of 4.0 or equivalent",
        'English: IELTS Academic 6.5 or TOEFL iBT 91, or an accepted equivalent',
        ...(name.startsWith('MBA') ? ['At least two years of full-time work experience'] : []),
        'CV, statement of purpose and two recommendation letters',
      ];
    case 'PhD':
      return [
        "Master's degree in a related field, including a research component",
        'Research proposal agreed with a prospective supervisor',
        'English: IELTS Academic 7.0 or an accepted equivalent',
        'Interview with the admissions committee',
      ];
    case 'Diploma':
      return name.startsWith('Postgraduate')
        ? [
            "Bachelor's degree in any field",
            'English: IELTS Academic 6.0 or an accepted equivalent',
          ]
        : [
            'High school certificate (Grade 12) or equivalent',
            'English: IELTS Academic 5.5 or an accepted equivalent',
          ];
  }
}

const formatAed = (amount: number) => `AED ${amount.toLocaleString('en-US')} per year`;

/** A university's sample programs: deterministic for its slug, unique names, exactly `programs` many. */
export function generatePrograms(university: SampleUniversity): SampleProgram[] {
  const random = seededRandom(hashString(university.slug));
  const programs: SampleProgram[] = [];
  const names = new Set<string>();
  for (let attempt = 0; programs.length < university.programs; attempt++) {
    if (attempt > 10_000)
      throw new Error(`Cannot generate ${university.programs} programs for ${university.name}`);
    const degree = weighted(random, university.degrees);
    const field = weighted(random, university.fields);
    const subjects = SUBJECTS[field].filter(
      (subject) => !subject.only || subject.only.includes(degree),
    );
    const subject = pick(random, subjects);
    const name = programName(university, degree, field, subject, random);
    if (names.has(name)) continue;
    names.add(name);

    const durationRaw = lengthText(university, degree, field, subject, name, random);
    const years = Number(/\d+/.exec(durationRaw)![0]) / (durationRaw.includes('month') ? 12 : 1);
    const tuitionAed = annualFee(university, degree, field, subject, random);
    const intakes = degree === 'PhD' ? university.intakes.slice(0, 1) : university.intakes;
    const hasScholarship = random() < SCHOLARSHIP_SHARE;
    const duration = durationBucket(years);
    programs.push({
      name,
      degree,
      studyField: field,
      duration,
      durationRaw,
      tuitionText: tuitionAed === null ? null : formatAed(tuitionAed),
      tuitionAed,
      intakes,
      intakesRaw: intakes.join(' / '),
      requirements: requirements(degree, field, name),
      description:
        random() < DESCRIPTION_SHARE
          ? `${ILLUSTRATIVE}: ${name} at ${university.name}, taught in ${university.language} over ${durationRaw.replace(/ \(.*$/, '')}, with intakes in ${intakes.join(' and ')}. Confirm the curriculum, fees and entry requirements with the university before applying.`
          : null,
      language: university.language,
      hasScholarship,
      scholarshipDetails: hasScholarship ? `${ILLUSTRATIVE}: ${pick(random, SCHOLARSHIPS)}` : null,
      sourceKey: catalogueSourceKey({
        university: university.name,
        name,
        degreeRaw: degree,
        studyFieldRaw: field,
      }),
    });
  }
  return programs;
}

export function universityDescription(university: SampleUniversity): string {
  return `${ILLUSTRATIVE}: ${university.name} in ${university.city}, ${university.emirate}, appears in this demo catalogue as a sample institution. Its programs, fees and intakes here are generated examples, not the university's published offer.`;
}
