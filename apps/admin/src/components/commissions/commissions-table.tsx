import { Link } from '@tanstack/react-router';
import type { Commission } from '@uniguide/domain';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  cn,
  CommissionStatusBadge,
  PayoutDate,
} from '@uniguide/ui';
import { CommissionActions } from './commission-actions';
import { CommissionAmount } from './commission-amount';
import { CorrectAmountDialog } from './correct-amount-dialog';

/**
 * Commissions on wide screens: agent, student, program, amount, payout date, status and the moves.
 * Overdue rows are tinted. `emptyText` fills an empty table.
 */
export function CommissionsTable({
  items,
  emptyText,
}: {
  items: readonly Commission[];
  emptyText: string;
}) {
  return (
    <Table>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead>Agent</TableHead>
          <TableHead>Student</TableHead>
          <TableHead>Program</TableHead>
          <TableHead>Amount</TableHead>
          <TableHead aria-sort="ascending">Expected Payout</TableHead>
          <TableHead>Status</TableHead>
          <TableHead className="text-end">Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {items.length === 0 ? (
          <TableRow className="hover:bg-transparent">
            <TableCell colSpan={7} className="py-12 text-center text-muted-foreground">
              {emptyText}
            </TableCell>
          </TableRow>
        ) : (
          items.map((commission) => (
            <TableRow
              key={commission.id}
              className={cn(commission.overdue && 'bg-destructive/5 hover:bg-destructive/10')}
            >
              <TableCell>
                <Link
                  to="/commissions"
                  search={{ agentId: commission.agentId }}
                  className="font-medium underline-offset-4 hover:underline"
                  title={`Show only ${commission.agentName}'s commissions`}
                >
                  {commission.agentName}
                </Link>
              </TableCell>
              <TableCell>
                <div className="grid gap-0.5">
                  <span className="font-medium">{commission.studentName}</span>
                  <Link
                    to="/applications/$applicationId"
                    params={{ applicationId: String(commission.applicationId) }}
                    className="text-xs text-muted-foreground underline-offset-4 hover:underline"
                  >
                    Application #{commission.applicationId}
                  </Link>
                </div>
              </TableCell>
              <TableCell className="min-w-56 whitespace-normal">
                <div className="grid gap-0.5">
                  <span className="line-clamp-2">{commission.programName}</span>
                  <span className="text-xs text-muted-foreground">{commission.universityName}</span>
                </div>
              </TableCell>
              <TableCell>
                <div className="grid justify-items-start">
                  <CommissionAmount commission={commission} />
                  <CorrectAmountDialog commission={commission} />
                </div>
              </TableCell>
              <TableCell>
                <PayoutDate commission={commission} />
              </TableCell>
              <TableCell>
                <CommissionStatusBadge status={commission.status} overdue={commission.overdue} />
              </TableCell>
              <TableCell>
                <CommissionActions commission={commission} className="justify-end" />
              </TableCell>
            </TableRow>
          ))
        )}
      </TableBody>
    </Table>
  );
}
