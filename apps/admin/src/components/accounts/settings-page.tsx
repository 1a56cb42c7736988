import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorMessage, useTRPC } from '@uniguide/client';
import { AGENT_APPROVAL_MODES, type AgentApprovalMode } from '@uniguide/domain';
import { Button, Skeleton, toast, SectionCard } from '@uniguide/ui';
import { useEffect, useState } from 'react';
import { usePageTitle } from '../../lib/use-page-title';
import { LoadFailed } from '../common/load-failed';
import { ConsolePage } from '../common/page-header';
import { CurrencyRatesCard } from './currency-rates-card';

/** The modes as `AGENT_APPROVAL_MODE_LABELS` writes them in English. */
const MODE_LABELS: Record<AgentApprovalMode, MessageDescriptor> = {
  automatic: msg`Approve new agents automatically`,
  required: msg`Require approval`,
};

const MODE_HELP: Record<AgentApprovalMode, MessageDescriptor> = {
  automatic: msg`New agents can submit applications as soon as they sign up.`,
  required: msg`New agents can sign in, complete their profile and save drafts, but cannot submit until an admin approves them in Approvals.`,
};

/** The console's settings (docs/product.md §3 "Settings"): how new agents are approved, and the currency rates of quotes. */
export function SettingsPage() {
  const { t } = useLingui();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  usePageTitle(t`Settings`, t`Console settings.`);
  const settings = useQuery(trpc.admin.settings.get.queryOptions());
  const [mode, setMode] = useState<AgentApprovalMode>('automatic');
  useEffect(() => {
    if (settings.data) setMode(settings.data.agentApproval);
  }, [settings.data]);
  const save = useMutation(
    trpc.admin.settings.update.mutationOptions({
      onSuccess: (saved) => {
        queryClient.setQueryData(trpc.admin.settings.get.queryKey(), saved);
        // The domain's ACCOUNT_MESSAGES.settingsSaved, in the page's language.
        toast({ title: t`Settings saved` });
      },
      onError: (error) =>
        toast({
          title: t`Settings not saved`,
          description: errorMessage(error, t`Please try again.`),
          variant: 'destructive',
        }),
    }),
  );

  return (
    <ConsolePage
      title={t`Settings`}
      description={t`How the portal treats new accounts, and the currency rates quotes convert at.`}
    >
      {settings.isError ? (
        <LoadFailed
          title={t`The settings could not be loaded.`}
          error={settings.error}
          onRetry={() => void settings.refetch()}
        />
      ) : (
        <SectionCard
          title={t`New agents`}
          description={t`The landing page follows this: with approval required it promises an answer within 48 hours; otherwise it says new agents can submit as soon as they sign up.`}
        >
          {settings.data ? (
            <form
              className="grid gap-4"
              onSubmit={(event) => {
                event.preventDefault();
                save.mutate({ agentApproval: mode });
              }}
            >
              <fieldset className="grid gap-3">
                <legend className="sr-only">
                  <Trans>Approval of new agents</Trans>
                </legend>
                {AGENT_APPROVAL_MODES.map((value) => (
                  <label
                    key={value}
                    className="flex cursor-pointer items-start gap-3 rounded-lg border p-3 has-checked:border-primary has-checked:bg-primary/5"
                  >
                    <input
                      type="radio"
                      name="agentApproval"
                      value={value}
                      checked={mode === value}
                      onChange={() => setMode(value)}
                      className="mt-1 size-4 accent-primary"
                    />
                    <span className="grid gap-0.5">
                      <span className="font-medium">{t(MODE_LABELS[value])}</span>
                      <span className="text-sm text-muted-foreground">{t(MODE_HELP[value])}</span>
                    </span>
                  </label>
                ))}
              </fieldset>
              <div>
                <Button
                  type="submit"
                  pending={save.isPending}
                  disabled={mode === settings.data.agentApproval}
                >
                  <Trans>Save settings</Trans>
                </Button>
              </div>
            </form>
          ) : (
            <div className="grid gap-3" aria-busy="true">
              <Skeleton className="h-16 w-full" />
              <Skeleton className="h-16 w-full" />
            </div>
          )}
        </SectionCard>
      )}
      <CurrencyRatesCard />
    </ConsolePage>
  );
}
