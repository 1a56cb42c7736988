import { formatAedFils, type Commission } from '@uniguide/domain';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  CommissionStatusBadge,
  PayoutDate,
} from '@uniguide/ui';
import { EventDate } from './commission-dates';

/** The agent's commissions on wide screens: who, what, how much, when, and where it stands. */
export function CommissionsTable({ items }: { items: readonly Commission[] }) {
  return (
    <Table>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead>Student</TableHead>
          <TableHead>Program</TableHead>
          <TableHead className="text-end">Amount</TableHead>
          <TableHead>Expected Payout</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Invoiced</TableHead>
          <TableHead>Paid</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {items.map((commission) => (
          <TableRow key={commission.id}>
            <TableCell className="font-medium">{commission.studentName}</TableCell>
            <TableCell className="whitespace-normal">
              <div className="grid min-w-48 gap-0.5">
                <span className="line-clamp-2">{commission.programName}</span>
                <span className="text-xs text-muted-foreground">{commission.universityName}</span>
              </div>
            </TableCell>
            <TableCell className="text-end font-medium tabular-nums">
              {formatAedFils(commission.amountFils)}
            </TableCell>
            <TableCell>
              <PayoutDate commission={commission} />
            </TableCell>
            <TableCell>
              <CommissionStatusBadge status={commission.status} overdue={commission.overdue} />
            </TableCell>
            <TableCell>
              <EventDate value={commission.invoicedAt} />
            </TableCell>
            <TableCell>
              <EventDate value={commission.paidAt} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
