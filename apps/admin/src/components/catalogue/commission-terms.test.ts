import { describe, expect, it } from 'vitest';
import { ZProgramRateField, ZUniversityTermsFields } from './commission-terms';

const RATE_MESSAGE =
  'Commission rate must be a percentage between 0 and 100 with at most two decimals';

describe('ZUniversityTermsFields', () => {
  it('reads the percentage as basis points and the lag as days', () => {
    expect(
      ZUniversityTermsFields.parse({ commissionRatePercent: '12.75', payoutLagDays: '60' }),
    ).toEqual({ commissionRatePercent: 1275, payoutLagDays: 60 });
  });

  it("refuses what the server would, with the domain's messages", () => {
    const result = ZUniversityTermsFields.safeParse({
      commissionRatePercent: '12.755',
      payoutLagDays: '-1',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['commissionRatePercent', RATE_MESSAGE],
      ['payoutLagDays', 'Payout lag cannot be negative'],
    ]);
    expect(
      ZUniversityTermsFields.safeParse({
        commissionRatePercent: '101',
        payoutLagDays: '731',
      }).error?.issues.map((issue) => issue.message),
    ).toEqual([RATE_MESSAGE, 'Payout lag must be at most 730 days']);
  });
});

describe('ZProgramRateField', () => {
  it('reads an empty field as no override', () => {
    expect(ZProgramRateField.parse({ commissionRatePercent: '  ' })).toEqual({
      commissionRatePercent: null,
    });
    expect(ZProgramRateField.parse({ commissionRatePercent: '7.5' })).toEqual({
      commissionRatePercent: 750,
    });
  });

  it('refuses a rate with three decimals', () => {
    expect(
      ZProgramRateField.safeParse({ commissionRatePercent: '7.125' }).error?.issues[0]?.message,
    ).toBe(RATE_MESSAGE);
  });
});
