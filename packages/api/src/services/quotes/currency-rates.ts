import { queries } from '@uniguide/db';
import type { CurrencyRate, SetCurrencyRatesInput } from '@uniguide/domain';
import type { SignedInContext } from '../../access';
import { writeAudit } from '../audit/audit';

/** The rate table as kept by the admins: no live feed, each rate with the date it was set. */
export async function listCurrencyRates(ctx: Pick<SignedInContext, 'db'>): Promise<CurrencyRate[]> {
  const rows = await queries.quotes.listCurrencyRates(ctx.db);
  return rows.map((row) => ({
    currency: row.currency,
    unitsPerAed: Number(row.unitsPerAed),
    setOn: row.setOn,
  }));
}

/** Replaces the table, audited with what it held before. */
export async function setCurrencyRates(
  ctx: SignedInContext,
  input: SetCurrencyRatesInput,
): Promise<CurrencyRate[]> {
  await ctx.db.transaction().execute(async (tx) => {
    const before = await listCurrencyRates({ db: tx as unknown as SignedInContext['db'] });
    await queries.quotes.replaceCurrencyRates(tx, input.rates, ctx.user.id);
    await writeAudit(tx, ctx, {
      action: 'currency_rates_set',
      resourceType: 'currency_rates',
      previousData: { rates: before },
      newData: { rates: input.rates },
    });
  });
  return listCurrencyRates(ctx);
}
