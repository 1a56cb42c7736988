import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorMessage, useDateFormatters, useTRPC } from '@uniguide/client';
import type { CurrencyRate } from '@uniguide/domain';
import { Button, Input, Label, Skeleton, toast, SectionCard } from '@uniguide/ui';
import { useState, type FormEvent } from 'react';

const today = () => new Date().toISOString().slice(0, 10);

/**
 * The rate table quotes convert at (docs/product.md §5.10): one rate per currency with the date it
 * was set; no live feed. Setting a currency again replaces its rate; Remove takes it out.
 */
export function CurrencyRatesCard() {
  const { t } = useLingui();
  const dates = useDateFormatters();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const rates = useQuery(trpc.admin.currencyRate.list.queryOptions());
  const [currency, setCurrency] = useState('');
  const [unitsPerAed, setUnitsPerAed] = useState('');
  const [setOn, setSetOn] = useState(today());
  const save = useMutation(
    trpc.admin.currencyRate.set.mutationOptions({
      onSuccess: (saved) => {
        queryClient.setQueryData(trpc.admin.currencyRate.list.queryKey(), saved);
        setCurrency('');
        setUnitsPerAed('');
        toast({ title: t`Rates saved` });
      },
      onError: (error) =>
        toast({
          title: t`Rates not saved`,
          description: errorMessage(error, t`Please try again.`),
          variant: 'destructive',
        }),
    }),
  );
  const replace = (next: CurrencyRate[]) => save.mutate({ rates: next });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = currency.trim().toUpperCase();
    const others = (rates.data ?? []).filter((rate) => rate.currency !== code);
    replace([...others, { currency: code, unitsPerAed: Number(unitsPerAed), setOn }]);
  };

  return (
    <SectionCard
      title={t`Currency rates`}
      description={t`Quotes show each total in AED and in the student's currency at these rates, with the date each was set. There is no live rate feed: keep them current here.`}
    >
      {rates.data ? (
        <div className="grid gap-4">
          {rates.data.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              <Trans>No rates yet: quotes are in AED only.</Trans>
            </p>
          ) : (
            <ul className="grid gap-2" aria-label={t`Currency rates`}>
              {rates.data.map((rate) => (
                <li
                  key={rate.currency}
                  className="flex flex-wrap items-center justify-between gap-2 rounded-md border px-3 py-2 text-sm"
                >
                  <span>
                    <span className="font-medium">
                      <Trans>
                        1 AED = {rate.unitsPerAed} {rate.currency}
                      </Trans>
                    </span>
                    <span className="text-muted-foreground">
                      {' '}
                      <Trans>· set on {dates.longDate(`${rate.setOn}T00:00:00Z`)}</Trans>
                    </span>
                  </span>
                  <Button
                    size="sm"
                    variant="destructive-outline"
                    disabled={save.isPending}
                    aria-label={t`Remove the ${rate.currency} rate`}
                    onClick={() =>
                      replace(rates.data.filter((other) => other.currency !== rate.currency))
                    }
                  >
                    <Trans>Remove</Trans>
                  </Button>
                </li>
              ))}
            </ul>
          )}
          <form
            onSubmit={submit}
            className="grid gap-3 sm:grid-cols-[8rem_10rem_12rem_auto] sm:items-end"
          >
            <div className="grid gap-1.5">
              <Label htmlFor="rate-currency">
                <Trans>Currency</Trans>
              </Label>
              <Input
                id="rate-currency"
                value={currency}
                maxLength={3}
                placeholder={t`INR`}
                required
                onChange={(event) => setCurrency(event.target.value)}
              />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor="rate-units">
                <Trans>Units per AED</Trans>
              </Label>
              <Input
                id="rate-units"
                type="number"
                step="any"
                min="0"
                required
                value={unitsPerAed}
                onChange={(event) => setUnitsPerAed(event.target.value)}
              />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor="rate-date">
                <Trans>Set on</Trans>
              </Label>
              <Input
                id="rate-date"
                type="date"
                required
                value={setOn}
                onChange={(event) => setSetOn(event.target.value)}
              />
            </div>
            <Button type="submit" pending={save.isPending} className="sm:justify-self-start">
              <Trans>Save rate</Trans>
            </Button>
          </form>
        </div>
      ) : rates.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(rates.error, t`The rates could not be loaded.`)}
        </p>
      ) : (
        <Skeleton className="h-16 w-full" />
      )}
    </SectionCard>
  );
}
