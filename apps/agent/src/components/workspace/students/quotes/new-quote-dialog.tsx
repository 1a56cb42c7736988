import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import {
  DASHBOARD_QUERY,
  errorMessage,
  useDateFormatters,
  useFormatters,
  useTRPC,
} from '@uniguide/client';
import { MAX_QUOTE_PROGRAMS, type Program } from '@uniguide/domain';
import { Button, DialogFooter, Label, NativeSelect, TitledDialog, toast } from '@uniguide/ui';
import { FileTextIcon, XIcon } from 'lucide-react';
import { useState } from 'react';
import { ProgramSearch } from '../shared/program-results';

type Picked = Pick<Program, 'id' | 'name'> & { universityName: string };

/** The student a quote is made for. */
export interface QuoteStudent {
  studentId: number;
  studentName: string;
}

/**
 * "Make a quote": up to 10 programs from the catalogue and, if the admins keep its rate, the
 * student's currency. The quote opens once made.
 */
export function NewQuoteDialog({ studentId, studentName }: QuoteStudent) {
  const { t } = useLingui();
  const format = useFormatters();
  const dates = useDateFormatters();
  const trpc = useTRPC();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<Picked[]>([]);
  const [currency, setCurrency] = useState('');
  const rates = useQuery({
    ...trpc.quote.currencies.queryOptions(undefined, DASHBOARD_QUERY),
    enabled: open,
  });
  const create = useMutation(
    trpc.quote.create.mutationOptions({
      onSuccess: async (quote) => {
        setOpen(false);
        await queryClient.invalidateQueries({ queryKey: trpc.quote.list.queryKey({ studentId }) });
        const count = format.count(quote.programs.length);
        toast({
          title: t`Quote made`,
          description: t({
            message: plural(quote.programs.length, {
              one: `${count} program for ${studentName}.`,
              other: `${count} programs for ${studentName}.`,
            }),
          }),
        });
        await navigate({ to: '/dashboard/quotes/$quoteId', params: { quoteId: String(quote.id) } });
      },
      onError: (error) =>
        toast({
          title: t`Error`,
          description: errorMessage(error, t`The quote could not be made. Please try again.`),
          variant: 'destructive',
        }),
    }),
  );
  const full = picked.length >= MAX_QUOTE_PROGRAMS;
  const max = format.count(MAX_QUOTE_PROGRAMS);
  const pickedCount = format.count(picked.length);

  return (
    <TitledDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="outline" className="w-full sm:w-auto">
          <Trans>
            <FileTextIcon aria-hidden="true" />
            Make a quote
          </Trans>
        </Button>
      }
      title={
        <Trans>
          Quote for <bdi>{studentName}</bdi>
        </Trans>
      }
      description={
        <Trans>
          Choose up to {max} programs. Each shows the tuition in AED as the catalogue states it, VAT
          and the university&apos;s fees where they are on record, and &ldquo;ask us&rdquo; where
          they are not.
        </Trans>
      }
      contentClassName="max-h-[90svh] overflow-y-auto sm:max-w-xl"
    >
      <div className="grid gap-4">
        <ProgramSearch
          id="quote-program-search"
          action={(program) => {
            const chosen = picked.some((item) => item.id === program.id);
            return (
              <Button
                size="sm"
                variant={chosen ? 'secondary' : 'default'}
                className="shrink-0"
                disabled={chosen || full}
                aria-label={t`Add ${program.name} to the quote`}
                onClick={() =>
                  setPicked((items) => [
                    ...items,
                    {
                      id: program.id,
                      name: program.name,
                      universityName: program.university.name,
                    },
                  ])
                }
              >
                {chosen ? t`Added` : t`Add`}
              </Button>
            );
          }}
        />
        <section aria-label={t`Programs in the quote`} className="grid gap-2">
          <p className="text-sm font-medium">
            <Trans>
              In the quote ({pickedCount} of {max})
            </Trans>
          </p>
          {picked.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              <Trans>No programs yet.</Trans>
            </p>
          ) : (
            <ul className="grid gap-1">
              {picked.map((item) => (
                <li
                  key={item.id}
                  className="flex items-center justify-between gap-2 rounded-md border px-3 py-1.5"
                >
                  <span className="min-w-0 text-sm break-words">
                    {item.name}
                    <span className="text-muted-foreground"> · {item.universityName}</span>
                  </span>
                  <Button
                    size="icon"
                    variant="ghost"
                    aria-label={t`Remove ${item.name}`}
                    onClick={() =>
                      setPicked((items) => items.filter((other) => other.id !== item.id))
                    }
                  >
                    <XIcon aria-hidden="true" />
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </section>
        <div className="grid gap-1.5">
          <Label htmlFor="quote-currency">
            <Trans>The student&apos;s currency</Trans>
          </Label>
          <NativeSelect
            id="quote-currency"
            value={currency}
            onChange={(event) => setCurrency(event.target.value)}
          >
            <option value="">{t`AED only`}</option>
            {rates.data?.map((rate) => {
              const setOn = dates.longDate(`${rate.setOn}T00:00:00Z`);
              return (
                <option key={rate.currency} value={rate.currency}>
                  {t`${rate.currency} (rate of ${setOn})`}
                </option>
              );
            })}
          </NativeSelect>
          <p className="text-xs text-muted-foreground">
            <Trans>
              Rates come from the admin team&apos;s table, each with the date it was set.
            </Trans>
          </p>
        </div>
      </div>
      <DialogFooter>
        <Button
          disabled={picked.length === 0 || create.isPending}
          onClick={() =>
            create.mutate({
              studentId,
              programIds: picked.map((item) => item.id),
              currency: currency || null,
            })
          }
        >
          {create.isPending ? t`Making the quote…` : t`Make quote`}
        </Button>
      </DialogFooter>
    </TitledDialog>
  );
}
