import { useQuery } from '@tanstack/react-query';
import { useSession, useTRPC } from '@uniguide/client';
import { COMMISSION_STATUS_LABELS, formatAedFils } from '@uniguide/domain';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@uniguide/ui';

interface SplitRow {
  commissionId: number;
  studentName: string;
  programName: string;
  commissionStatus: keyof typeof COMMISSION_STATUS_LABELS;
  amountFils: number | null;
  shareFils: number | null;
  keptFils: number | null;
  agencyName: string;
  subAgencyName: string;
}

function SplitTable({ rows, side }: { rows: SplitRow[]; side: 'passedOn' | 'received' }) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Student</TableHead>
          <TableHead>Program</TableHead>
          <TableHead>{side === 'passedOn' ? 'Sub-agent' : 'From agency'}</TableHead>
          <TableHead>Status</TableHead>
          <TableHead className="text-end">Commission</TableHead>
          <TableHead className="text-end">
            {side === 'passedOn' ? 'Sub-agent share' : 'Your share'}
          </TableHead>
          {side === 'passedOn' ? <TableHead className="text-end">You keep</TableHead> : null}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.commissionId}>
            <TableCell>{row.studentName}</TableCell>
            <TableCell>{row.programName}</TableCell>
            <TableCell>{side === 'passedOn' ? row.subAgencyName : row.agencyName}</TableCell>
            <TableCell>{COMMISSION_STATUS_LABELS[row.commissionStatus]}</TableCell>
            <TableCell className="text-end tabular-nums">{formatAedFils(row.amountFils)}</TableCell>
            <TableCell className="text-end tabular-nums">{formatAedFils(row.shareFils)}</TableCell>
            {side === 'passedOn' ? (
              <TableCell className="text-end tabular-nums">{formatAedFils(row.keptFils)}</TableCell>
            ) : null}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** Owners only: commissions shared with sub-agents, and shares received as a sub-agent. */
export function SplitEarningsCard() {
  const session = useSession();
  const trpc = useTRPC();
  const isOwner = session.data?.agencyRole === 'owner';
  const splits = useQuery({ ...trpc.agency.splits.queryOptions(), enabled: isOwner });
  if (!isOwner || !splits.data) return null;
  const { passedOn, received } = splits.data;
  if (passedOn.length === 0 && received.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 className="text-lg">Sub-agent Splits</h2>
        </CardTitle>
        <CardDescription>Exact shares of each commission, in AED.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6 overflow-x-auto">
        {passedOn.length > 0 ? (
          <section aria-label="Shared with sub-agents" className="grid gap-2">
            <h3 className="font-medium">Shared with sub-agents</h3>
            <SplitTable rows={passedOn} side="passedOn" />
          </section>
        ) : null}
        {received.length > 0 ? (
          <section aria-label="Received as a sub-agent" className="grid gap-2">
            <h3 className="font-medium">Received as a sub-agent</h3>
            <SplitTable rows={received} side="received" />
          </section>
        ) : null}
      </CardContent>
    </Card>
  );
}
