import { describe, expect, it } from 'vitest';
import { GENDER_LABELS, GENDERS, QUALIFICATIONS, normaliseQualification } from './vocabulary';

describe('qualifications', () => {
  it('is one list for both screens, PhD included (docs/product.md §5.3)', () => {
    expect(QUALIFICATIONS).toEqual([
      'High School',
      'Diploma',
      "Bachelor's Degree",
      "Master's Degree",
      'PhD',
      'Other',
    ]);
  });

  it('keeps canonical values, maps Doctorate to PhD and refuses anything else', () => {
    expect(normaliseQualification(' Diploma ')).toBe('Diploma');
    expect(normaliseQualification('Doctorate')).toBe('PhD');
    expect(normaliseQualification('Associate Degree')).toBeNull();
    expect(normaliseQualification('')).toBeNull();
  });

  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty'])(
    'does not mistake the object property %s for an alias',
    (value) => {
      expect(normaliseQualification(value)).toBeNull();
    },
  );
});

describe('genders', () => {
  it('are the four stored values of docs/product.md §5.3, each with a label', () => {
    expect(GENDERS).toEqual(['male', 'female', 'other', 'prefer-not-to-say']);
    expect(GENDER_LABELS['prefer-not-to-say']).toBe('Prefer not to say');
    expect(Object.keys(GENDER_LABELS)).toEqual([...GENDERS]);
  });
});
