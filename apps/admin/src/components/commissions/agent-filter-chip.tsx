import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { DASHBOARD_QUERY, useTRPC } from '@uniguide/client';
import { displayName } from '@uniguide/domain';
import { Badge } from '@uniguide/ui';
import { XIcon } from 'lucide-react';

/**
 * The agent filter in force (set by an agent's name in the list, or a link from elsewhere), with a
 * button that removes it.
 */
export function AgentFilterChip({ agentId, onClear }: { agentId: number; onClear: () => void }) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const agent = useQuery(trpc.admin.user.byId.queryOptions({ id: agentId }, DASHBOARD_QUERY));
  const name = agent.data ? displayName(agent.data.user) : t`Agent #${agentId}`;
  return (
    <Badge variant="secondary" className="h-8 gap-2 pe-1 ps-3 text-sm">
      <span>
        <Trans>
          Agent:{' '}
          <span className="font-semibold" dir="auto">
            {name}
          </span>
        </Trans>
      </span>
      <button
        type="button"
        onClick={onClear}
        aria-label={t`Show every agent's commissions (remove the filter on ${name})`}
        className="flex size-6 items-center justify-center rounded-sm outline-none hover:bg-background/60 focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <XIcon aria-hidden="true" className="size-4" />
      </button>
    </Badge>
  );
}
