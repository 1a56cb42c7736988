import { describe, expect, it } from 'vitest';

import { getInitials } from './initials';

describe('getInitials', () => {
  it.each([
    ['Aisha bint Khalid', 'AK'],
    ['Aisha al-Mansoori', 'AM'],
    ['  priya   ', 'P'],
    ["O'Neil, Sean", 'OS'],
    ['', ''],
    ['---', ''],
  ])('%j → %j', (name, expected) => {
    expect(getInitials(name)).toBe(expected);
  });
});
