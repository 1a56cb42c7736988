import { describe, expect, it } from 'vitest';
import {
  canonicalUniversityName,
  catalogueSourceKey,
  cleanLanguage,
  cleanProgramName,
  mapCatalogueRows,
  mapDegreeLevel,
  mapDuration,
  mapFee,
  mapIntakes,
  mapScholarship,
  MONTHS,
  readIntakeCell,
  mapStudyField,
  matchColumns,
  splitRequirements,
  type RawCatalogueRow,
} from './import-mapping';
import { DEGREE_LEVELS, DURATIONS, STUDY_FIELDS } from './vocabulary';

describe('mapDegreeLevel', () => {
  it.each([
    ['Undergraduate', 'BSc (Hons) Psychology', "Bachelor's Degree"],
    ['Postgraduate', 'MSc Data Science', "Master's Degree"],
    ['Postgraduayte', 'Master of Business Administration', "Master's Degree"],
    ['Graduate', 'Master of Law', "Master's Degree"],
    ['Doctorate', 'PhD Psychology', 'PhD'],
    ['Foundation', 'International Foundation Programme', 'Diploma'],
    ['Short Course', 'Digital Illustration', 'Diploma'],
    ['Diploma/Certification', 'Diploma in Business', 'Diploma'],
    ['OTHM Diploma', 'Level 5 Diploma in Education and Training', 'Diploma'],
    ['PG Diploma', 'PG Diploma in Finance', 'Diploma'],
    ['Professional Courses', 'Corporate Training', 'Diploma'],
    ['Graduate Certificate', 'Graduate Certificate in Education', 'Diploma'],
    ['HND', 'Higher National Diploma in Business', 'Diploma'],
    ['Diploma', 'Diploma in Computing', 'Diploma'],
  ] as const)('maps the level %j (%s) to %s', (raw, name, expected) => {
    expect(mapDegreeLevel(raw, name).degree).toBe(expected);
  });

  it('narrows a band to the award the program name gives', () => {
    expect(mapDegreeLevel('Postgraduate', 'Postgraduate Certificate in Education')).toEqual({
      degree: 'Diploma',
      source: 'name',
    });
    expect(mapDegreeLevel('Undergraduate', 'Foundation in Engineering').degree).toBe('Diploma');
    expect(mapDegreeLevel('Undergraduate/Postgraduate', 'BA/MA (Hons) Real Estate').degree).toBe(
      "Bachelor's Degree",
    );
  });

  it('keeps Scottish undergraduate MAs in the undergraduate band', () => {
    expect(mapDegreeLevel('Undergraduate', 'MA (Hons) Marketing').degree).toBe("Bachelor's Degree");
  });

  it('reads the level from the name when the column is empty', () => {
    expect(mapDegreeLevel('', '> MBA in Healthcare Management')).toEqual({
      degree: "Master's Degree",
      source: 'name',
    });
    expect(mapDegreeLevel(null, 'B.Eng (Hons) Civil Engineering').degree).toBe("Bachelor's Degree");
    expect(mapDegreeLevel('', 'Doctor of Business Administration').degree).toBe('PhD');
  });

  it('leaves school-level and subject-only rows unmapped', () => {
    expect(mapDegreeLevel('School Level', 'O and A Levels')).toEqual({
      degree: null,
      source: 'none',
    });
    expect(mapDegreeLevel('', 'IELTS Preparation').degree).toBeNull();
  });
});

describe('mapStudyField', () => {
  it.each([
    ['Business', 'BSc Accounting', 'Business & Management'],
    ['Bachelor of Buss Admin', 'Bachelor of Business Administration', 'Business & Management'],
    ['Engineering', 'BSc Civil Engineering', 'Engineering'],
    ['Computer & IT', 'BSc Networks', 'Computer Science & IT'],
    ['Medicine', 'MBBS', 'Medicine & Health'],
    ['Dentistry', 'Bachelor of Dental Surgery', 'Medicine & Health'],
    ['Law', 'LLB', 'Arts & Humanities'],
    ['Mass\nCommunication', 'BA Mass Communication', 'Arts & Humanities'],
    ['Psychology', 'BSc Psychology', 'Arts & Humanities'],
  ] as const)('maps the field %j (%s) to %s', (raw, name, expected) => {
    expect(mapStudyField(raw, name)).toEqual({ studyField: expected, source: 'field' });
  });

  it('lets the program name decide when the column names several fields', () => {
    expect(mapStudyField('Business and Computing', 'BSc (Hons) Computing Science').studyField).toBe(
      'Computer Science & IT',
    );
    expect(
      mapStudyField('Business and Computing', 'BA (Hons) Accounting and Finance').studyField,
    ).toBe('Business & Management');
    expect(mapStudyField('Engineering & IT', 'BTech Chemical Engineering').studyField).toBe(
      'Engineering',
    );
  });

  it('ignores award and level words in the column and reads the name', () => {
    expect(mapStudyField('MBA', 'MSc Cyber Security')).toEqual({
      studyField: 'Computer Science & IT',
      source: 'name',
    });
    expect(mapStudyField('Undergraduate', 'Bachelor of Law (LLB)').studyField).toBe(
      'Arts & Humanities',
    );
    expect(mapStudyField('Others', 'MBA with Finance').studyField).toBe('Business & Management');
    expect(mapStudyField('', 'Bachelor of Science in Public Health').studyField).toBe(
      'Medicine & Health',
    );
  });

  it('prefers the specific subject over the generic one', () => {
    expect(mapStudyField('', 'MBA in Healthcare Management').studyField).toBe(
      'Business & Management',
    );
    expect(mapStudyField('', 'BSc Healthcare Management').studyField).toBe('Medicine & Health');
    expect(mapStudyField('', 'BEng Software Engineering').studyField).toBe('Computer Science & IT');
    expect(mapStudyField('', 'BSc Computer Engineering').studyField).toBe('Engineering');
  });

  it('leaves a row without any subject word unmapped', () => {
    expect(mapStudyField('Foundation', 'Standard Foundation')).toEqual({
      studyField: null,
      source: 'none',
    });
  });
});

describe('mapDuration', () => {
  it.each([
    ['4yrs', '4 years', 4],
    ['3 Years', '3 years', 3],
    ['3years', '3 years', 3],
    ['4yrd', '4 years', 4],
    ['4', '4 years', 4],
    ['4.5 Years', '4+ years', 4.5],
    ['6', '4+ years', 6],
    ['1 Year (Full-time), 2 Years (Part-time)', '1 year', 1],
    ['18 months (part-time)/1 year(full-time)', '1 year', 1],
    ['3 years/4 Years with foundation year', '3 years', 3],
    ['12-15 months', '1 year', 1],
    ['15-18 months', '2 years', 1.25],
    ['12/16 Months', '1 year', 1],
    ['20 Months', '2 years', 1.67],
    ['3 Semesters', '2 years', 1.5],
    ['2 semesters', '1 year', 1],
    ['6 weeks Jan- Mon Fri Wed, Feb- Mon Wed', '1 year', 0.12],
    ['3 - 4 years (Full-Time)/6 - 8 Years (Part-Time)', '3 years', 3],
  ] as const)('maps %j to %s', (raw, bucket, years) => {
    expect(mapDuration(raw)).toEqual({ duration: bucket, years });
  });

  it('leaves empty, dash and word-only values unmapped', () => {
    for (const raw of ['', '-', 'Flexible', null])
      expect(mapDuration(raw)).toEqual({ duration: null, years: null });
  });

  it('only ever answers a bucket of the catalogue vocabulary', () => {
    for (const raw of ['1', '2', '3', '4', '5', '9 months', '30 months', '7 years']) {
      expect(DURATIONS).toContain(mapDuration(raw).duration);
    }
  });
});

describe('mapIntakes', () => {
  it.each([
    ['Sep/Jan', ['September', 'January']],
    ['sept', ['September']],
    ['Janaury/September', ['January', 'September']],
    ['Aug/Oct/Feb/June', ['August', 'October', 'February', 'June']],
    ['FT Sep/PT Jan', ['September', 'January']],
    ['January\nApril (FT)\nSeptember', ['January', 'April', 'September']],
    ['Sep, Jan & May', ['September', 'January', 'May']],
    ['2025-02-01 00:00:00', ['February']],
    ['Jan/jan/JAN', ['January']],
    ['September and January (online/hybrid delivery)', ['September', 'January']],
    ['September (in person delivery)', ['September']],
  ] as const)('maps %j to month names', (raw, months) => {
    expect(mapIntakes(raw)).toEqual(months);
  });

  it.each([
    ['Febuary & Agust', ['February', 'August']],
    ['Setpember 2026', ['September']],
    ['Octobre, Decmber', ['October', 'December']],
    ['Sept. 2026 / Jan. 2027', ['September', 'January']],
  ] as const)('reads the misspelling %j as %j', (raw, months) => {
    expect(mapIntakes(raw)).toEqual(months);
  });

  it.each(['Marine campus', 'Decade of excellence', 'Junior', 'Separate application', 'Mars'])(
    'finds no month in %j, which only begins like one',
    (raw) => {
      expect(mapIntakes(raw)).toEqual([]);
    },
  );

  it.each([
    ['Fall', ['September']],
    ['Autumn 2026', ['September']],
    ['Spring/Fall', ['January', 'September']],
    ['Fall (Sep) & Spring (Jan)', ['September', 'January']],
    ['Summer', ['June']],
    ['Winter', ['January']],
  ] as const)('reads the season %j as its start month %j', (raw, months) => {
    expect(mapIntakes(raw)).toEqual(months);
  });

  it.each([
    ['Sep to Dec', ['September', 'October', 'November', 'December']],
    ['October until February', ['October', 'November', 'December', 'January', 'February']],
    ['Sep 2026 through Nov 2026', ['September', 'October', 'November']],
    ['Jan to Dec', [...MONTHS]],
  ] as const)('spells out the range %j', (raw, months) => {
    expect(mapIntakes(raw)).toEqual(months);
  });

  it('reads a hyphen or a slash between months as a list, not a range', () => {
    expect(mapIntakes('Sep-Jan')).toEqual(['September', 'January']);
    expect(mapIntakes('Jan - May - Sep')).toEqual(['January', 'May', 'September']);
  });

  it('keeps a season apart from a range: "Fall to Spring" is two intakes', () => {
    expect(mapIntakes('Fall to Spring')).toEqual(['September', 'January']);
  });

  it('reads "All Months" as every month', () => {
    expect(mapIntakes('All Months')).toHaveLength(12);
    expect(mapIntakes('Open all months')).toHaveLength(12);
    expect(mapIntakes('Rolling admissions throughout the year')).toHaveLength(12);
  });

  it('finds no month in delivery modes or lengths', () => {
    expect(mapIntakes('Onsite/Online')).toEqual([]);
    expect(mapIntakes('1 year full-time')).toEqual([]);
  });
});

describe('readIntakeCell', () => {
  it.each(['', '   ', '-', 'N/A', 'TBC', null, undefined])('reads %j as no intake given', (raw) => {
    expect(readIntakeCell(raw)).toEqual({ holds: 'nothing' });
  });

  it.each([
    'Onsite/Online',
    'Online',
    'Onsite',
    'On-campus',
    'Online / On campus',
    'Hybrid delivery',
    'Blended learning',
    'In person',
    'Full-time & Part-time',
    'Distance learning only',
  ])('reads %j as a delivery mode, not an intake', (raw) => {
    expect(readIntakeCell(raw)).toEqual({ holds: 'delivery mode' });
  });

  it.each(['1 year full-time', '2-3 years', '18 months (part time)', '3 Semesters'])(
    'reads %j as a length, not an intake',
    (raw) => {
      expect(readIntakeCell(raw)).toEqual({ holds: 'length' });
    },
  );

  it('reads the months first: a cell naming a month and a mode is an intake', () => {
    expect(readIntakeCell('Online: Jan/Sep')).toEqual({
      holds: 'months',
      months: ['January', 'September'],
    });
  });

  it.each(['Quarterly', 'On request', '01/09/2026', 'Online courses in Arabic'])(
    'reads %j as intake text that names no month',
    (raw) => {
      expect(readIntakeCell(raw)).toEqual({ holds: 'no month' });
    },
  );
});

describe('mapFee', () => {
  it.each([
    ['AED 38,000 and upwards', null, 38_000],
    ['AED61950', 4, 61_950],
    ['AED 45 000', 3, 45_000],
    ['AED. 152460', 3, 152_460],
    ['AED \u200e60,585', 3, 60_585],
    ['AED 39,500 + VAT', 3, 39_500],
    ['AED 35000 + AED 816 (Exam fee)', null, 35_000],
    ['AED 30000 TO AED 38000', 1, 30_000],
    ['AED 36700-51380', 2, 36_700],
    ['47,150 AED/15,716 AED per year', 3, 15_716],
    ['29,300 AED for 1 year 32,000 - 35,000 AED for 2 years', 1, 29_300],
    ['AED 69,228 (part-time)/AED 138,456 (full-time)', 1, 138_456],
    ['AED 51000(1st yr), 42000, 42500(4th year)', 4, 51_000],
    ['Plan A – Yearly Payment – AED 57,960\nPlan B – Trimester Payment – AED 21,090', 3, 57_960],
    ['AED 4000 excluding VAT', 0.1, 4_000],
  ] as const)('reads %j as AED %d a year', (raw, years, expected) => {
    expect(mapFee(raw, years)).toEqual({ tuitionAed: expected, note: null });
  });

  it('spreads a total over the program length when the length is known', () => {
    expect(mapFee('AED 91990 (Total)', 2)).toEqual({
      tuitionAed: 45_995,
      note: 'total AED 91,990 over 2 years',
    });
    expect(mapFee('AED 94,154(Total Fees)', 1.5)).toEqual({
      tuitionAed: 62_769,
      note: 'total AED 94,154 over 1.5 years',
    });
  });

  it('keeps a one-year total as the annual fee', () => {
    expect(mapFee('AED 91990 (Total)', 1)).toEqual({ tuitionAed: 91_990, note: null });
  });

  it('keeps a total with a note when the length is unknown', () => {
    expect(mapFee('AED 91990 (Total)', null)).toEqual({
      tuitionAed: 91_990,
      note: 'total fee kept as it is: the program length is unknown',
    });
  });

  it('turns semester, "for N years" and monthly fees into yearly ones', () => {
    expect(mapFee('AED 32,760 per sem', 4).tuitionAed).toBe(65_520);
    expect(mapFee('AED 115,800(3 semesters)', 1.5).tuitionAed).toBe(77_200);
    expect(mapFee('AED 60,000 for 2 years', null).tuitionAed).toBe(30_000);
    expect(mapFee('AED 2,000 per month', 1).tuitionAed).toBe(24_000);
  });

  it('converts dollars at the dirham peg', () => {
    expect(mapFee('$ 20,000 upwards', 3)).toEqual({
      tuitionAed: 73_450,
      note: 'converted from USD 20,000 at 3.6725',
    });
  });

  it('finds no fee in empty cells, dashes, words or other currencies', () => {
    for (const raw of ['', '-', 'Contact the university', '£ 9,250 per year', null]) {
      expect(mapFee(raw, 3).tuitionAed).toBeNull();
    }
  });
});

describe('cell helpers', () => {
  it('reads scholarships as yes unless the text says no', () => {
    expect(mapScholarship('Max 30%')).toBe(true);
    expect(mapScholarship('95%-100%= 40%')).toBe(true);
    expect(mapScholarship('No Scholarships')).toBe(false);
    expect(mapScholarship('n/a')).toBe(false);
    expect(mapScholarship('')).toBe(false);
  });

  it('splits requirements into lines', () => {
    expect(splitRequirements('Passport copy\n\n• IELTS 6.0\n- Transcripts  ')).toEqual([
      'Passport copy',
      'IELTS 6.0',
      'Transcripts',
    ]);
  });

  it('cleans names, languages and institution aliases', () => {
    expect(cleanProgramName('> MBA in Healthcare Management.')).toBe(
      'MBA in Healthcare Management',
    );
    expect(cleanProgramName('MBA with Financial services..')).toBe('MBA with Financial services..');
    expect(cleanLanguage('english')).toBe('English');
    expect(cleanLanguage('English-Arabic')).toBe('English-Arabic');
    expect(canonicalUniversityName('  Middlessex   University ')).toBe('Middlesex University');
    expect(canonicalUniversityName('Heriot-Watt University')).toBe('Heriot-Watt University');
  });

  it('gives a program the same key whatever its spacing or case', () => {
    const key = catalogueSourceKey({
      university: 'Uni',
      name: 'MBA  With X',
      degreeRaw: 'PG',
      studyFieldRaw: null,
    });
    expect(
      catalogueSourceKey({
        university: 'uni',
        name: 'MBA with x',
        degreeRaw: 'pg',
        studyFieldRaw: '',
      }),
    ).toBe(key);
    expect(
      catalogueSourceKey({
        university: 'uni',
        name: 'MBA with x',
        degreeRaw: 'pg',
        studyFieldRaw: 'Law',
      }),
    ).not.toBe(key);
  });
});

describe('matchColumns', () => {
  it('recognises the source headers and reports the ones it ignores', () => {
    const result = matchColumns([
      'Field',
      'Degree Level',
      'Name of Degree',
      'University name',
      'Annual Fee',
      'Notes',
    ]);
    expect(result.columns).toEqual({ studyField: 0, degree: 1, name: 2, university: 3, fee: 4 });
    expect(result.missing).toEqual([]);
    expect(result.ignored).toEqual(['Notes']);
  });

  it('reports the required columns a file lacks', () => {
    expect(matchColumns(['Program', 'Fee']).missing).toEqual(['university']);
  });
});

describe('mapCatalogueRows', () => {
  const row = (rowNumber: number, values: RawCatalogueRow['values']): RawCatalogueRow => ({
    rowNumber,
    values,
  });

  it('maps every row onto the vocabularies and keeps the raw text', () => {
    const result = mapCatalogueRows([
      row(2, {
        university: 'Middlessex University',
        name: 'BSc (Hons) Psychology',
        degree: 'Undergraduate',
        studyField: 'Psychology',
        duration: '3 Years',
        fee: 'AED 61,450',
        intakes: 'Sep/Jan',
        requirements: 'Passport\nTranscripts',
        language: 'english',
        scholarships: 'Max 30%',
      }),
    ]);
    expect(result.rows).toEqual([
      {
        status: 'ok',
        rowNumber: 2,
        program: {
          university: 'Middlesex University',
          name: 'BSc (Hons) Psychology',
          degree: "Bachelor's Degree",
          degreeRaw: 'Undergraduate',
          studyField: 'Arts & Humanities',
          studyFieldRaw: 'Psychology',
          duration: '3 years',
          durationRaw: '3 Years',
          tuitionText: 'AED 61,450',
          tuitionAed: 61_450,
          intakes: ['September', 'January'],
          intakesRaw: 'Sep/Jan',
          requirements: ['Passport', 'Transcripts'],
          language: 'English',
          hasScholarship: true,
          scholarshipDetails: 'Max 30%',
          sourceKey: 'middlesex university|bsc(hons)psychology|undergraduate|psychology',
        },
      },
    ]);
    expect(result.aliases).toEqual([
      { raw: 'Middlessex University', name: 'Middlesex University', rows: 1 },
    ]);
    expect(DEGREE_LEVELS).toContain(
      result.rows[0]?.status === 'ok' && result.rows[0].program.degree,
    );
    expect(STUDY_FIELDS).toContain(
      result.rows[0]?.status === 'ok' && result.rows[0].program.studyField,
    );
  });

  it('rejects rows without a name or university, with their row numbers', () => {
    const result = mapCatalogueRows([
      row(2, { university: 'A University', name: '' }),
      row(3, { university: '', name: 'BSc Physics' }),
      row(4, { university: '-', name: '  ' }),
    ]);
    expect(result.rows).toEqual([
      { status: 'rejected', rowNumber: 2, reason: 'No program name' },
      { status: 'rejected', rowNumber: 3, reason: 'No university' },
      { status: 'rejected', rowNumber: 4, reason: 'No program name and no university' },
    ]);
  });

  it('reports a repeated row as a duplicate of the first one', () => {
    const values = {
      university: 'Westford University College',
      name: 'MBA with specializations',
      degree: 'Postgraduate',
    };
    const result = mapCatalogueRows([
      row(2, values),
      row(3, { ...values, name: 'MBA  With specializations' }),
    ]);
    expect(result.rows.map((entry) => entry.status)).toEqual(['ok', 'duplicate']);
    expect(result.rows[1]).toMatchObject({ rowNumber: 3, duplicateOf: 2 });
  });

  it('resolves ditto marks from the row above of the same institution only', () => {
    const result = mapCatalogueRows([
      row(2, {
        university: 'SAE',
        name: 'Bachelor of Film',
        duration: '3 Years',
        fee: 'AED 70,000',
      }),
      row(3, { university: 'SAE', name: 'Bachelor of Audio', duration: '"', fee: '"' }),
      row(4, { university: 'Other', name: 'Bachelor of Games', duration: '"' }),
    ]);
    const programs = result.rows.flatMap((entry) => (entry.status === 'ok' ? [entry.program] : []));
    expect(programs[1]).toMatchObject({
      duration: '3 years',
      durationRaw: '3 Years',
      tuitionAed: 70_000,
    });
    expect(programs[2]).toMatchObject({ duration: null, durationRaw: null });
    expect(result.notes).toContainEqual({
      rowNumber: 3,
      column: 'duration',
      message: 'repeated from row 2 (ditto mark)',
    });
  });

  // The real catalogue's SAE rows give "Feb & May" once and ditto marks below it (docs/product.md
  // §5.9: journey due dates count from these months).
  it('repeats an intake from the row above through a ditto mark, keeping the text it repeats', () => {
    const result = mapCatalogueRows([
      row(2, { university: 'SAE', name: 'Bachelor of Animation', intakes: 'Feb & May' }),
      row(3, { university: 'SAE', name: 'Bachelor of Audio', intakes: '"' }),
      row(4, { university: 'Other', name: 'Bachelor of Games', intakes: '"' }),
    ]);
    const programs = result.rows.flatMap((entry) => (entry.status === 'ok' ? [entry.program] : []));
    expect(programs[1]).toMatchObject({
      intakes: ['February', 'May'],
      intakesRaw: 'Feb & May',
    });
    expect(result.notes).toContainEqual({
      rowNumber: 3,
      column: 'intakes',
      message: 'repeated from row 2 (ditto mark)',
    });
    // Another institution's row above repeats nothing: unmapped, and reported.
    expect(programs[2]).toMatchObject({ intakes: [], intakesRaw: null });
    expect(result.unmapped.intakes).toEqual([{ rowNumber: 4, raw: '', holds: 'nothing' }]);
  });

  it('infers a missing length from the institution’s other programs of the same level, with a note', () => {
    const result = mapCatalogueRows([
      row(2, {
        university: 'Bolton',
        name: 'BSc Computing',
        degree: 'Undergraduate',
        duration: '3 years',
      }),
      row(3, {
        university: 'Bolton',
        name: 'BSc Law',
        degree: 'Undergraduate',
        duration: '3 years',
      }),
      row(4, {
        university: 'Bolton',
        name: 'BSc Psychology',
        degree: 'Undergraduate',
        duration: '',
      }),
      row(5, { university: 'Bolton', name: 'MSc Finance', degree: 'Postgraduate', duration: '' }),
    ]);
    const programs = result.rows.flatMap((entry) => (entry.status === 'ok' ? [entry.program] : []));
    expect(programs[2]).toMatchObject({ duration: '3 years', durationRaw: null });
    expect(programs[3]).toMatchObject({ duration: null });
    expect(result.unmapped.duration).toEqual([{ rowNumber: 5, raw: '' }]);
    expect(result.notes.find((note) => note.rowNumber === 4)?.message).toMatch(/inferred/);
  });

  it('lists per column the values it could not map', () => {
    const result = mapCatalogueRows([
      row(2, {
        university: 'Atlas',
        name: 'O and A Levels',
        degree: 'School Level',
        intakes: 'Online',
        fee: 'TBC',
      }),
    ]);
    expect(result.unmapped).toEqual({
      degree: [{ rowNumber: 2, raw: 'School Level' }],
      studyField: [{ rowNumber: 2, raw: '' }],
      duration: [{ rowNumber: 2, raw: '' }],
      intakes: [{ rowNumber: 2, raw: 'Online', holds: 'delivery mode' }],
      fee: [{ rowNumber: 2, raw: 'TBC' }],
    });
  });

  it('lists every intake cell without a month, saying which hold no intake text at all', () => {
    const intakes = ['Sep/Jan', 'Fall 2026', '', 'Onsite/Online', '1 year full-time', 'Quarterly'];
    const result = mapCatalogueRows(
      intakes.map((text, index) =>
        row(index + 2, { university: 'Atlas', name: `Program ${index}`, intakes: text }),
      ),
    );
    const programs = result.rows.flatMap((entry) => (entry.status === 'ok' ? [entry.program] : []));
    expect(programs.map((program) => program.intakes)).toEqual([
      ['September', 'January'],
      ['September'],
      [],
      [],
      [],
      [],
    ]);
    // The text is kept as written whatever it holds.
    expect(programs.map((program) => program.intakesRaw)).toEqual([
      'Sep/Jan',
      'Fall 2026',
      null,
      'Onsite/Online',
      '1 year full-time',
      'Quarterly',
    ]);
    expect(result.unmapped.intakes).toEqual([
      { rowNumber: 4, raw: '', holds: 'nothing' },
      { rowNumber: 5, raw: 'Onsite/Online', holds: 'delivery mode' },
      { rowNumber: 6, raw: '1 year full-time', holds: 'length' },
      { rowNumber: 7, raw: 'Quarterly' },
    ]);
  });
});
