import { useMutation, useQuery } from '@tanstack/react-query';
import { useTRPC } from '@uniguide/client';
import { bpsToPercent, formatAedFils, MAX_PAGE_SIZE } from '@uniguide/domain';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  FormField,
  Input,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
  toast,
} from '@uniguide/ui';
import { useState, type FormEvent } from 'react';

import { failed, useRefreshAgency } from './use-agency';

type Target = 'student' | 'application';
type Kind = 'percent' | 'fixed';

interface Choice {
  id: number;
  label: string;
}

/** A kit Select of named choices; its value is the chosen id as text, '' for none. */
function ChoiceSelect({
  id,
  value,
  onChange,
  choices,
  placeholder,
  empty,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  choices: readonly Choice[];
  placeholder: string;
  empty: string;
}) {
  return (
    <Select value={value} onValueChange={onChange} disabled={choices.length === 0}>
      <SelectTrigger id={id} className="w-full min-w-0">
        <SelectValue placeholder={choices.length === 0 ? empty : placeholder} />
      </SelectTrigger>
      <SelectContent>
        {choices.map((choice) => (
          <SelectItem key={choice.id} value={String(choice.id)}>
            <span className="block max-w-80 truncate" title={choice.label}>
              {choice.label}
            </span>
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

/**
 * The owner's commission splits: a sub-agent agency, picked by name, gets a percentage or a fixed
 * amount of the commission of one student or one application, also picked by name.
 */
export function SplitsCard() {
  const trpc = useTRPC();
  const refresh = useRefreshAgency();
  const splits = useQuery(trpc.agency.splits.queryOptions());
  const [target, setTarget] = useState<Target>('application');
  const [targetId, setTargetId] = useState('');
  const [subAgencyId, setSubAgencyId] = useState('');
  const [kind, setKind] = useState<Kind>('percent');
  const [value, setValue] = useState('');
  const students = useQuery(
    trpc.student.list.queryOptions({ pageSize: MAX_PAGE_SIZE, sort: 'name' }),
  );
  const applications = useQuery(trpc.application.list.queryOptions({ pageSize: MAX_PAGE_SIZE }));
  const agencies = useQuery(trpc.agency.subAgencies.queryOptions({}));
  const studentChoices: Choice[] = (students.data?.items ?? []).map((student) => ({
    id: student.id,
    label: `${student.firstName} ${student.lastName}`,
  }));
  const applicationChoices: Choice[] = (applications.data?.items ?? []).map((application) => ({
    id: application.id,
    label: `${application.studentFirstName} ${application.studentLastName} — ${application.program.name}`,
  }));
  const agencyChoices: Choice[] = (agencies.data ?? []).map((agency) => ({
    id: agency.id,
    label: agency.name,
  }));
  const set = useMutation(
    trpc.agency.setSplit.mutationOptions({
      onSuccess: () => {
        toast({ title: 'Split saved' });
        setValue('');
        void refresh();
      },
      onError: failed('Split not saved'),
    }),
  );
  const remove = useMutation(
    trpc.agency.removeSplit.mutationOptions({
      onSuccess: () => {
        toast({ title: 'Split removed' });
        void refresh();
      },
      onError: failed('Split not removed'),
    }),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    set.mutate({
      target,
      targetId: Number(targetId),
      subAgencyId: Number(subAgencyId),
      share: kind === 'percent' ? { kind, percent: value } : { kind, amountAed: value },
    });
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 className="text-lg">Sub-agent Splits</h2>
        </CardTitle>
        <CardDescription>
          Share a student's or an application's commission with a sub-agent agency. An application's
          split wins over its student's.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <form
          onSubmit={submit}
          className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[9rem_minmax(0,1fr)_minmax(0,1fr)] lg:items-end"
          aria-label="Set a split"
        >
          <FormField id="split-target" label="For">
            <Select
              value={target}
              onValueChange={(next) => {
                setTarget(next === 'student' ? 'student' : 'application');
                setTargetId('');
              }}
            >
              <SelectTrigger id="split-target" className="w-full">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value="application">Application</SelectItem>
                <SelectItem value="student">Student</SelectItem>
              </SelectContent>
            </Select>
          </FormField>
          <FormField id="split-target-id" label={target === 'student' ? 'Student' : 'Application'}>
            <ChoiceSelect
              id="split-target-id"
              value={targetId}
              onChange={setTargetId}
              choices={target === 'student' ? studentChoices : applicationChoices}
              placeholder={target === 'student' ? 'Choose a student' : 'Choose an application'}
              empty={target === 'student' ? 'No students yet' : 'No applications yet'}
            />
          </FormField>
          <FormField id="split-sub-agency" label="Sub-agent agency">
            <ChoiceSelect
              id="split-sub-agency"
              value={subAgencyId}
              onChange={setSubAgencyId}
              choices={agencyChoices}
              placeholder="Choose an agency"
              empty="No other agencies"
            />
          </FormField>
          <FormField id="split-kind" label="Share">
            <Select
              value={kind}
              onValueChange={(next) => setKind(next === 'fixed' ? 'fixed' : 'percent')}
            >
              <SelectTrigger id="split-kind" className="w-full">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value="percent">Percentage</SelectItem>
                <SelectItem value="fixed">Fixed amount (AED)</SelectItem>
              </SelectContent>
            </Select>
          </FormField>
          <FormField id="split-value" label={kind === 'percent' ? 'Percent' : 'Amount (AED)'}>
            <Input value={value} onChange={(e) => setValue(e.target.value)} />
          </FormField>
          <Button
            type="submit"
            disabled={set.isPending || targetId === '' || subAgencyId === ''}
            className="sm:justify-self-start"
          >
            Save Split
          </Button>
        </form>
        {splits.data && splits.data.settings.length > 0 ? (
          <ul className="grid gap-2">
            {splits.data.settings.map((split) => (
              <li
                key={split.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3 text-sm"
              >
                <span className="min-w-0 break-words">
                  {split.target === 'student' ? 'Student' : 'Application'}: {split.label} →{' '}
                  {split.subAgencyName}:{' '}
                  {split.kind === 'percent'
                    ? `${bpsToPercent(split.percentBps ?? 0)}%`
                    : formatAedFils(split.amountFils)}
                </span>
                <Button
                  type="button"
                  size="sm"
                  variant="destructive-outline"
                  aria-label={`Remove the split of ${split.label}`}
                  onClick={() => remove.mutate({ target: split.target, targetId: split.targetId })}
                >
                  Remove
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
      </CardContent>
    </Card>
  );
}
