import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { DASHBOARD_QUERY, errorMessage, formatLongDate, useTRPC } from '@uniguide/client';
import { countNoun, MAX_QUOTE_PROGRAMS, type Program } from '@uniguide/domain';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  Label,
  NativeSelect,
  toast,
} from '@uniguide/ui';
import { FileTextIcon, XIcon } from 'lucide-react';
import { useState } from 'react';
import { DebouncedSearchBox } from '../shared/debounced-search-box';
import { ProgramResults } from '../shared/program-results';

type Picked = Pick<Program, 'id' | 'name'> & { universityName: string };

/**
 * "Make a quote": up to 10 programs from the catalogue and, if the admins keep its rate, the
 * student's currency. The quote opens once made.
 */
export function NewQuoteDialog({
  studentId,
  studentName,
}: {
  studentId: number;
  studentName: string;
}) {
  const trpc = useTRPC();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
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
        toast({
          title: 'Quote made',
          description: `${countNoun(quote.programs.length, 'program')} for ${studentName}.`,
        });
        await navigate({ to: '/dashboard/quotes/$quoteId', params: { quoteId: String(quote.id) } });
      },
      onError: (error) =>
        toast({
          title: 'Error',
          description: errorMessage(error, 'The quote could not be made. Please try again.'),
          variant: 'destructive',
        }),
    }),
  );
  const full = picked.length >= MAX_QUOTE_PROGRAMS;

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" className="w-full sm:w-auto">
          <FileTextIcon aria-hidden="true" />
          Make a quote
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90svh] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Quote for {studentName}</DialogTitle>
          <DialogDescription>
            Choose up to {MAX_QUOTE_PROGRAMS} programs. Each shows the tuition in AED as the
            catalogue states it, VAT and the university&apos;s fees where they are on record, and
            &ldquo;ask us&rdquo; where they are not.
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-4">
          <DebouncedSearchBox
            id="quote-program-search"
            label="Search programs or universities"
            placeholder="Search programs or universities"
            value={search}
            onSearch={setSearch}
          />
          <ProgramResults
            search={search}
            action={(program) => {
              const chosen = picked.some((item) => item.id === program.id);
              return (
                <Button
                  size="sm"
                  variant={chosen ? 'secondary' : 'default'}
                  className="shrink-0"
                  disabled={chosen || full}
                  aria-label={`Add ${program.name} to the quote`}
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
                  {chosen ? 'Added' : 'Add'}
                </Button>
              );
            }}
          />
          <section aria-label="Programs in the quote" className="grid gap-2">
            <p className="text-sm font-medium">
              In the quote ({picked.length} of {MAX_QUOTE_PROGRAMS})
            </p>
            {picked.length === 0 ? (
              <p className="text-sm text-muted-foreground">No programs yet.</p>
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
                      aria-label={`Remove ${item.name}`}
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
            <Label htmlFor="quote-currency">The student&apos;s currency</Label>
            <NativeSelect
              id="quote-currency"
              value={currency}
              onChange={(event) => setCurrency(event.target.value)}
            >
              <option value="">AED only</option>
              {rates.data?.map((rate) => (
                <option key={rate.currency} value={rate.currency}>
                  {rate.currency} (rate of {formatLongDate(`${rate.setOn}T00:00:00Z`)})
                </option>
              ))}
            </NativeSelect>
            <p className="text-xs text-muted-foreground">
              Rates come from the admin team&apos;s table, each with the date it was set.
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
            {create.isPending ? 'Making the quote…' : 'Make quote'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
