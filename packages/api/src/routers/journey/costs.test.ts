import { createTestDatabase, testDrivers, type TestDatabase } from '@uniguide/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applicationInput,
  createMemoryStorage,
  expectError,
  seedProgram,
  signIn,
  type SignedIn,
} from '../../testing';

describe.each(testDrivers())('first-year costs in AED on %s', (driver) => {
  let database: TestDatabase;
  const storage = createMemoryStorage();
  let programId: number;
  let universityId: number;
  let agent: SignedIn;
  let other: SignedIn;
  let admin: SignedIn;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    ({ programId, universityId } = await seedProgram(database.db));
    await database.db
      .updateTable('programs')
      .set({ tuitionAed: 60_000, tuitionText: 'AED 60,000 per year' })
      .where('id', '=', programId)
      .execute();
    agent = await signIn(database.db, storage);
    other = await signIn(database.db, storage);
    admin = await signIn(database.db, storage, { role: 'admin' });
  });
  afterAll(async () => {
    await database.dispose();
  });

  it('says there are no fee lines rather than inventing any', async () => {
    const { id } = await agent.caller.application.create(applicationInput(programId));
    const costs = await agent.caller.journey.costs({ applicationId: id });
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
    await expectError(other.caller.journey.costs({ applicationId: id }), 'NOT_FOUND');
  });

  it('reads back what the admin team keeps, amounts to the fils', async () => {
    const empty = await admin.caller.admin.journey.feeLines({ universityId });
    expect(empty).toEqual({ universityId, tuitionVat: null, lines: [] });
    const line = {
      label: 'Medical insurance',
      kind: 'insurance' as const,
      amountAed: 1234.5,
      refundable: false,
      appliesTo: 'both' as const,
      source: 'https://example.edu/insurance',
    };
    const saved = await admin.caller.admin.journey.setFeeLines({
      universityId,
      tuitionVat: false,
      lines: [line],
    });
    expect(saved).toEqual({ universityId, tuitionVat: false, lines: [line] });
    expect(await admin.caller.admin.journey.feeLines({ universityId })).toEqual(saved);
  });

  it('adds VAT and the fee lines that apply, each with its source', async () => {
    await expectError(
      agent.caller.admin.journey.setFeeLines({ universityId, tuitionVat: true, lines: [] }),
      'FORBIDDEN',
    );
    await admin.caller.admin.journey.setFeeLines({
      universityId,
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
    const { id } = await agent.caller.application.create(applicationInput(programId));
    const costs = await agent.caller.journey.costs({ applicationId: id });
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
    await expectError(admin.caller.admin.journey.feeLines({ universityId: 999_999 }), 'NOT_FOUND');
    await expectError(agent.caller.admin.journey.feeLines({ universityId }), 'FORBIDDEN');
    await expectError(
      admin.caller.admin.journey.setFeeLines({
        universityId: 999_999,
        tuitionVat: null,
        lines: [],
      }),
      'NOT_FOUND',
    );
  });
});
