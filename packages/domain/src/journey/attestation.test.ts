import { describe, expect, it } from 'vitest';
import { intakeStartDate } from '../document/expiry';
import { defaultEquivalencyDeadline } from './attestation';

const november2026 = new Date('2026-11-28T10:00:00Z');

describe('intake start and the equivalency deadline', () => {
  it.each([
    ['September 2026', '2026-09-01'],
    ['Fall 2027', '2027-09-01'],
    ['Spring 2027', '2027-01-01'],
    ['sept', '2027-09-01'],
    ['January', '2027-01-01'],
    ['December', '2026-12-01'],
    // Read as the catalogue importer reads intakes: misspellings, seasons, the first one listed.
    ['Janaury 2027', '2027-01-01'],
    ['Autumn', '2027-09-01'],
    ['Summer 2027', '2027-06-01'],
    ['Sep/Jan', '2027-09-01'],
  ])('reads %j as starting %s', (intake, start) => {
    expect(intakeStartDate(intake, november2026)).toBe(start);
  });

  it.each(['', 'Onsite/Online', 'All months', '1 year full-time'])(
    'gives no start for %j rather than a guess',
    (intake) => {
      expect(intakeStartDate(intake, november2026)).toBeNull();
    },
  );

  it('puts the deadline at the end of the first semester', () => {
    expect(defaultEquivalencyDeadline('September 2026', november2026)).toBe('2026-12-31');
    expect(defaultEquivalencyDeadline('January 2027', november2026)).toBe('2027-04-30');
    expect(defaultEquivalencyDeadline('Online', november2026)).toBeNull();
  });
});
