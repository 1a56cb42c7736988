import { describe, expect, it } from 'vitest';
import { countNoun } from './count-noun';

describe('countNoun', () => {
  it('puts the noun in the number of the count', () => {
    expect(countNoun(1, 'student')).toBe('1 student');
    expect(countNoun(0, 'student')).toBe('0 students');
    expect(countNoun(2, 'application')).toBe('2 applications');
    expect(countNoun(1200, 'commission')).toBe('1,200 commissions');
    expect(countNoun(3, 'person', 'people')).toBe('3 people');
  });
});
