import { useMutation, useQuery } from '@tanstack/react-query';
import { useTRPC } from '@uniguide/client';
import { bpsToPercent, formatAedFils } from '@uniguide/domain';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  FormField,
  Input,
  toast,
} from '@uniguide/ui';
import { useState, type FormEvent } from 'react';

import { SELECT_CLASS } from './invite-card';
import { failed, useRefreshAgency } from './use-agency';

type Target = 'student' | 'application';
type Kind = 'percent' | 'fixed';

/** The choice that opens the number and owner's e-mail fields for an agency not worked with yet. */
const ANOTHER_AGENCY = 'another';

/**
 * The owner's commission splits: a sub-agent agency gets a percentage or a fixed amount of one
 * student's or one application's commission. The agencies already worked with are picked by name;
 * another one is named by its number and its owner's e-mail (docs/product.md §5.5).
 */
export function SplitsCard() {
  const trpc = useTRPC();
  const refresh = useRefreshAgency();
  const splits = useQuery(trpc.agency.splits.queryOptions());
  const [target, setTarget] = useState<Target>('application');
  const [targetId, setTargetId] = useState('');
  const [partner, setPartner] = useState('');
  const [subAgencyId, setSubAgencyId] = useState('');
  const [ownerEmail, setOwnerEmail] = useState('');
  const partners = splits.data?.partners ?? [];
  const chosen = partner || (partners[0] ? String(partners[0].id) : ANOTHER_AGENCY);
  const another = chosen === ANOTHER_AGENCY;
  const [kind, setKind] = useState<Kind>('percent');
  const [value, setValue] = useState('');
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
      ...(another
        ? { subAgencyId: Number(subAgencyId), subAgencyOwnerEmail: ownerEmail.trim() }
        : { subAgencyId: Number(chosen) }),
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
        <form onSubmit={submit} className="flex flex-wrap items-end gap-3" aria-label="Set a split">
          <FormField id="split-target" label="For">
            <select
              className={SELECT_CLASS}
              value={target}
              onChange={(e) => setTarget(e.target.value as Target)}
            >
              <option value="application">Application</option>
              <option value="student">Student</option>
            </select>
          </FormField>
          <FormField
            id="split-target-id"
            label={target === 'student' ? 'Student no.' : 'Application no.'}
          >
            <Input
              inputMode="numeric"
              value={targetId}
              onChange={(e) => setTargetId(e.target.value)}
              className="w-28"
            />
          </FormField>
          {partners.length > 0 ? (
            <FormField id="split-partner" label="Sub-agent agency">
              <select
                className={SELECT_CLASS}
                value={chosen}
                onChange={(e) => setPartner(e.target.value)}
              >
                {partners.map((agency) => (
                  <option key={agency.id} value={String(agency.id)}>
                    {agency.name}
                  </option>
                ))}
                <option value={ANOTHER_AGENCY}>Another agency…</option>
              </select>
            </FormField>
          ) : null}
          {another ? (
            <>
              <FormField id="split-sub-agency" label="Sub-agent agency no.">
                <Input
                  inputMode="numeric"
                  value={subAgencyId}
                  onChange={(e) => setSubAgencyId(e.target.value)}
                  className="w-28"
                />
              </FormField>
              <FormField id="split-sub-owner" label="Its owner's e-mail">
                <Input
                  type="email"
                  value={ownerEmail}
                  onChange={(e) => setOwnerEmail(e.target.value)}
                  className="w-64 max-w-full"
                />
              </FormField>
            </>
          ) : null}
          <FormField id="split-kind" label="Share">
            <select
              className={SELECT_CLASS}
              value={kind}
              onChange={(e) => setKind(e.target.value as Kind)}
            >
              <option value="percent">Percentage</option>
              <option value="fixed">Fixed amount (AED)</option>
            </select>
          </FormField>
          <FormField id="split-value" label={kind === 'percent' ? 'Percent' : 'Amount (AED)'}>
            <Input value={value} onChange={(e) => setValue(e.target.value)} className="w-32" />
          </FormField>
          <Button type="submit" disabled={set.isPending}>
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
                <span>
                  {split.target === 'student' ? 'Student' : 'Application'} #{split.targetId} (
                  {split.label}) → {split.subAgencyName}:{' '}
                  {split.kind === 'percent'
                    ? `${bpsToPercent(split.percentBps ?? 0)}%`
                    : formatAedFils(split.amountFils)}
                </span>
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
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
