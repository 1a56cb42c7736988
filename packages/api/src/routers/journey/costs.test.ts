import { testDrivers } from '@uniguide/db/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { applicationInput, expectError, testWorld } from '../../testing';

describe.each(testDrivers())('first-year costs in AED on %s', (driver) => {
  const world = testWorld(driver, { other: true });

  beforeAll(async () => {
    await world.db
      .updateTable('programs')
      .set({ tuitionAed: 60_000, tuitionText: 'AED 60,000 per year' })
      .where('id', '=', world.programId)
      .execute();
  });

  it('says there are no fee lines rather than inventing any', async () => {
    const { id } = await world.agent.caller.application.create(applicationInput(world.programId));
    const costs = await world.agent.caller.journey.costs({ applicationId: id });
    expect(costs).toEqual({
      applicationId: id,
      lines: [
        {
          label: 'Tuition (first year)',
          amountAed: 60_000,
          refundable: false,
          source: 'Catalogue: AED 60,000 per year',
          labelCode: 'tuition',
          sourceCode: 'catalogue',
          sourceFigure: 'AED 60,000 per year',
        },
      ],
      totalAed: 60_000,
      tuitionKnown: true,
      noFeeLines: true,
      vatUnknown: true,
    });
    await expectError(world.other.caller.journey.costs({ applicationId: id }), 'NOT_FOUND');
  });

  it('reads back what the admin team keeps, amounts to the fils', async () => {
    const empty = await world.admin.caller.admin.journey.feeLines({
      universityId: world.universityId,
    });
    expect(empty).toEqual({ universityId: world.universityId, tuitionVat: null, lines: [] });
    const line = {
      label: 'Medical insurance',
      kind: 'insurance' as const,
      amountAed: 1234.5,
      refundable: false,
      appliesTo: 'both' as const,
      source: 'https://example.edu/insurance',
    };
    const saved = await world.admin.caller.admin.journey.setFeeLines({
      universityId: world.universityId,
      tuitionVat: false,
      lines: [line],
    });
    expect(saved).toEqual({ universityId: world.universityId, tuitionVat: false, lines: [line] });
    expect(
      await world.admin.caller.admin.journey.feeLines({ universityId: world.universityId }),
    ).toEqual(saved);
  });

  it('adds VAT and the fee lines that apply, each with its source', async () => {
    await expectError(
      world.agent.caller.admin.journey.setFeeLines({
        universityId: world.universityId,
        tuitionVat: true,
        lines: [],
      }),
      'FORBIDDEN',
    );
    await world.admin.caller.admin.journey.setFeeLines({
      universityId: world.universityId,
      tuitionVat: true,
      lines: [
        {
          label: 'Visa processing (from abroad)',
          kind: 'visa',
          amountAed: 5555.22,
          appliesTo: 'from-abroad',
          source: 'https://example.edu/visa-fees',
        },
        {
          label: 'Visa processing (in the UAE)',
          kind: 'visa',
          amountAed: 7235.22,
          appliesTo: 'in-country',
          source: 'https://example.edu/visa-fees',
        },
        {
          label: 'Visa deposit',
          kind: 'deposit',
          amountAed: 2500,
          refundable: true,
          source: 'https://example.edu/visa-fees',
        },
      ],
    });
    const { id } = await world.agent.caller.application.create(applicationInput(world.programId));
    const costs = await world.agent.caller.journey.costs({ applicationId: id });
    expect(costs.lines.map((line) => [line.label, line.amountAed, line.refundable])).toEqual([
      ['Tuition (first year)', 60_000, false],
      ['VAT on tuition (5%)', 3000, false],
      ['Visa processing (from abroad)', 5555.22, false],
      ['Visa deposit', 2500, true],
    ]);
    // The portal's own words as codes for the pages; the admin team's fee lines are data.
    expect(costs.lines.map((line) => [line.labelCode, line.sourceCode])).toEqual([
      ['tuition', 'catalogue'],
      ['vat', 'vat-flag'],
      [null, null],
      [null, null],
    ]);
    expect(costs).toMatchObject({ totalAed: 71_055.22, noFeeLines: false, vatUnknown: false });
    await expectError(
      world.admin.caller.admin.journey.feeLines({ universityId: 999_999 }),
      'NOT_FOUND',
    );
    await expectError(
      world.agent.caller.admin.journey.feeLines({ universityId: world.universityId }),
      'FORBIDDEN',
    );
    await expectError(
      world.admin.caller.admin.journey.setFeeLines({
        universityId: 999_999,
        tuitionVat: null,
        lines: [],
      }),
      'NOT_FOUND',
    );
  });
});
