import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useFormatters, useTRPC } from '@uniguide/client';
import { bpsToPercent, MAX_PAGE_SIZE } from '@uniguide/domain';
import { Button, FormField, Input, OptionSelect, SectionCard, toast } from '@uniguide/ui';
import { useState, type FormEvent } from 'react';

import { useFailed, useRefreshAgency } from './use-agency';

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
    <OptionSelect
      value={value}
      onValueChange={onChange}
      disabled={choices.length === 0}
      id={id}
      className="w-full min-w-0"
      placeholder={choices.length === 0 ? empty : placeholder}
      options={choices.map((choice) => ({
        value: String(choice.id),
        label: (
          <span dir="auto" className="block max-w-80 truncate" title={choice.label}>
            {choice.label}
          </span>
        ),
      }))}
    />
  );
}

/**
 * The owner's commission splits: a sub-agent agency gets a percentage or a fixed amount of the
 * commission of one student or one application, picked by name. The agencies the owner already works
 * with are picked by name; another one is named by its number and its owner's e-mail, so no screen
 * lists agencies the owner does not know (docs/product.md §5.5).
 */
export function SplitsCard() {
  const { t } = useLingui();
  const format = useFormatters();
  const failed = useFailed();
  const trpc = useTRPC();
  const refresh = useRefreshAgency();
  const splits = useQuery(trpc.agency.splits.queryOptions());
  const [target, setTarget] = useState<Target>('application');
  const [targetId, setTargetId] = useState('');
  const [subAgencyId, setSubAgencyId] = useState('');
  const [otherNumber, setOtherNumber] = useState('');
  const [ownerEmail, setOwnerEmail] = useState('');
  const another = otherNumber.trim() !== '' && ownerEmail.trim() !== '';
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
        toast({ title: t`Split saved` });
        setValue('');
        void refresh();
      },
      onError: failed(t`Split not saved`),
    }),
  );
  const remove = useMutation(
    trpc.agency.removeSplit.mutationOptions({
      onSuccess: () => {
        toast({ title: t`Split removed` });
        void refresh();
      },
      onError: failed(t`Split not removed`),
    }),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    set.mutate({
      target,
      targetId: Number(targetId),
      ...(another
        ? { subAgencyId: Number(otherNumber), subAgencyOwnerEmail: ownerEmail.trim() }
        : { subAgencyId: Number(subAgencyId) }),
      share: kind === 'percent' ? { kind, percent: value } : { kind, amountAed: value },
    });
  };
  return (
    <SectionCard
      className="gap-6"
      titleClassName="text-lg"
      contentClassName="grid gap-4"
      title={<Trans>Sub-agent Splits</Trans>}
      description={
        <Trans>
          Share a student's or an application's commission with a sub-agent agency. An application's
          split wins over its student's.
        </Trans>
      }
    >
      <form
        onSubmit={submit}
        className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[9rem_minmax(0,1fr)_minmax(0,1fr)] lg:items-end"
        aria-label={t`Set a split`}
      >
        <FormField id="split-target" label={t`For`}>
          <OptionSelect<Target>
            id="split-target"
            className="w-full"
            value={target}
            onValueChange={(next) => {
              setTarget(next);
              setTargetId('');
            }}
            options={[
              { value: 'application', label: <Trans>Application</Trans> },
              { value: 'student', label: <Trans>Student</Trans> },
            ]}
          />
        </FormField>
        <FormField id="split-target-id" label={target === 'student' ? t`Student` : t`Application`}>
          <ChoiceSelect
            id="split-target-id"
            value={targetId}
            onChange={setTargetId}
            choices={target === 'student' ? studentChoices : applicationChoices}
            placeholder={target === 'student' ? t`Choose a student` : t`Choose an application`}
            empty={target === 'student' ? t`No students yet` : t`No applications yet`}
          />
        </FormField>
        <FormField id="split-sub-agency" label={t`Sub-agent agency`}>
          <ChoiceSelect
            id="split-sub-agency"
            value={subAgencyId}
            onChange={setSubAgencyId}
            choices={agencyChoices}
            placeholder={t`Choose an agency`}
            empty={t`No partner agencies yet`}
          />
        </FormField>
        <FormField id="split-other-agency" label={t`Or another agency: its no.`}>
          <Input
            id="split-other-agency"
            inputMode="numeric"
            value={otherNumber}
            onChange={(e) => setOtherNumber(e.target.value)}
          />
        </FormField>
        <FormField id="split-other-owner" label={t`Its owner's e-mail`}>
          <Input
            id="split-other-owner"
            type="email"
            value={ownerEmail}
            onChange={(e) => setOwnerEmail(e.target.value)}
          />
        </FormField>
        <FormField id="split-kind" label={t`Share`}>
          <OptionSelect<Kind>
            id="split-kind"
            className="w-full"
            value={kind}
            onValueChange={setKind}
            options={[
              { value: 'percent', label: <Trans>Percentage</Trans> },
              { value: 'fixed', label: <Trans>Fixed amount (AED)</Trans> },
            ]}
          />
        </FormField>
        <FormField id="split-value" label={kind === 'percent' ? t`Percent` : t`Amount (AED)`}>
          <Input value={value} onChange={(e) => setValue(e.target.value)} />
        </FormField>
        <Button
          type="submit"
          disabled={set.isPending || targetId === '' || (subAgencyId === '' && !another)}
          className="sm:justify-self-start"
        >
          <Trans>Save Split</Trans>
        </Button>
      </form>
      {splits.data && splits.data.settings.length > 0 ? (
        <ul className="grid gap-2">
          {splits.data.settings.map((split) => {
            const label = split.label;
            const share =
              split.kind === 'percent'
                ? `${bpsToPercent(split.percentBps ?? 0)}%`
                : split.amountFils === null
                  ? t`To be confirmed`
                  : format.aedFils(split.amountFils);
            return (
              <li
                key={split.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3 text-sm"
              >
                <span className="min-w-0 break-words">
                  {split.target === 'student' ? t`Student` : t`Application`}: <bdi>{label}</bdi>{' '}
                  <span className="inline-block rtl:-scale-x-100">→</span>{' '}
                  <bdi>{split.subAgencyName}</bdi>: <bdi>{share}</bdi>
                </span>
                <Button
                  type="button"
                  size="sm"
                  variant="destructive-outline"
                  aria-label={t`Remove the split of ${label}`}
                  onClick={() => remove.mutate({ target: split.target, targetId: split.targetId })}
                >
                  <Trans>Remove</Trans>
                </Button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </SectionCard>
  );
}
