import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useFormatters, useSession, useTRPC } from '@uniguide/client';
import type { CommissionStatus } from '@uniguide/domain';
import {
  SectionCard,
  Table,
  TableBody,
  TableCell,
  TableHeadings,
  TableRow,
  useCommissionStatusLabel,
} from '@uniguide/ui';

interface SplitRow {
  commissionId: number;
  studentName: string;
  programName: string;
  commissionStatus: CommissionStatus;
  amountFils: number | null;
  shareFils: number | null;
  keptFils: number | null;
  agencyName: string;
  subAgencyName: string;
}

function SplitTable({ rows, side }: { rows: SplitRow[]; side: 'passedOn' | 'received' }) {
  const { t } = useLingui();
  const format = useFormatters();
  const commissionStatus = useCommissionStatusLabel();
  const amount = (fils: number | null) =>
    fils === null ? t`To be confirmed` : format.aedFils(fils);
  return (
    <Table>
      <TableHeadings
        columns={[
          { label: <Trans>Student</Trans> },
          { label: <Trans>Program</Trans> },
          { label: side === 'passedOn' ? t`Sub-agent` : t`From agency` },
          { label: <Trans>Status</Trans> },
          { label: <Trans>Commission</Trans>, numeric: true },
          { label: side === 'passedOn' ? t`Sub-agent share` : t`Your share`, numeric: true },
          side === 'passedOn' && { label: <Trans>You keep</Trans>, numeric: true },
        ]}
      />
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.commissionId}>
            <TableCell>{row.studentName}</TableCell>
            <TableCell>{row.programName}</TableCell>
            <TableCell>{side === 'passedOn' ? row.subAgencyName : row.agencyName}</TableCell>
            <TableCell>{commissionStatus(row.commissionStatus)}</TableCell>
            <TableCell className="text-end tabular-nums">{amount(row.amountFils)}</TableCell>
            <TableCell className="text-end tabular-nums">{amount(row.shareFils)}</TableCell>
            {side === 'passedOn' ? (
              <TableCell className="text-end tabular-nums">{amount(row.keptFils)}</TableCell>
            ) : null}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** Owners only: commissions shared with sub-agents, and shares received as a sub-agent. */
export function SplitEarningsCard() {
  const { t } = useLingui();
  const session = useSession();
  const trpc = useTRPC();
  const isOwner = session.data?.agencyRole === 'owner';
  const splits = useQuery({ ...trpc.agency.splits.queryOptions(), enabled: isOwner });
  if (!isOwner || !splits.data) return null;
  const { passedOn, received } = splits.data;
  if (passedOn.length === 0 && received.length === 0) return null;
  return (
    <SectionCard
      className="gap-6"
      titleClassName="text-lg"
      contentClassName="grid gap-6 overflow-x-auto"
      title={<Trans>Sub-agent Splits</Trans>}
      description={<Trans>Exact shares of each commission, in AED.</Trans>}
    >
      {passedOn.length > 0 ? (
        <section aria-label={t`Shared with sub-agents`} className="grid gap-2">
          <h3 className="font-medium">
            <Trans>Shared with sub-agents</Trans>
          </h3>
          <SplitTable rows={passedOn} side="passedOn" />
        </section>
      ) : null}
      {received.length > 0 ? (
        <section aria-label={t`Received as a sub-agent`} className="grid gap-2">
          <h3 className="font-medium">
            <Trans>Received as a sub-agent</Trans>
          </h3>
          <SplitTable rows={received} side="received" />
        </section>
      ) : null}
    </SectionCard>
  );
}
