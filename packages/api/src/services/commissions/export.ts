import { queries } from '@uniguide/db';
import {
  COMMISSION_STATUS_LABELS,
  bpsToPercent,
  type Commission,
  type CommissionExportInput,
} from '@uniguide/domain';
import type { SignedInContext } from '../../access';
import { writeAudit } from '../audit/audit';
import { toCsv, type CsvValue } from '../../lib/csv';
import type { OwnerScope } from '@uniguide/db';

/** Bounds the export's memory and answer size; the answer says when the list was cut. */
export const COMMISSION_EXPORT_MAX_ROWS = 50_000;

const COLUMNS = [
  'ID',
  'Application ID',
  'Student',
  'Program',
  'University',
  'Agent',
  'Tuition (AED)',
  'Rate (%)',
  'Commission (AED)',
  'Status',
  'Overdue',
  'Earned At',
  'Expected Payout',
  'Invoiced At',
  'Paid At',
  'Reversed At',
] as const;

/** 123456 → "1234.56": a plain number a spreadsheet sums, from integer fils without floating point. */
export function filsToDecimal(fils: number | null): string | null {
  if (fils === null) return null;
  return `${Math.trunc(fils / 100)}.${String(fils % 100).padStart(2, '0')}`;
}

function exportRow(commission: Commission, withAgent: boolean): CsvValue[] {
  const row: CsvValue[] = [
    commission.id,
    commission.applicationId,
    commission.studentName,
    commission.programName,
    commission.universityName,
    commission.agentName,
    filsToDecimal(commission.tuitionFils),
    bpsToPercent(commission.rateBps),
    filsToDecimal(commission.amountFils),
    COMMISSION_STATUS_LABELS[commission.status],
    commission.overdue ? 'Yes' : 'No',
    commission.earnedAt,
    commission.expectedPayoutOn,
    commission.invoicedAt,
    commission.paidAt,
    commission.reversedAt,
  ];
  return withAgent ? row : row.filter((_, index) => COLUMNS[index] !== 'Agent');
}

/**
 * The filtered commissions as CSV text (through the csv service, so a student named "=HYPERLINK(…)"
 * stays text). Audited: who took a copy of which figures. `owner` scopes it to an agent's or agency's rows.
 */
export async function exportCommissionsCsv(
  ctx: SignedInContext,
  input: CommissionExportInput,
  scope: { owner?: OwnerScope },
) {
  const result = await queries.commissions.listCommissions(ctx.db, {
    owner: scope.owner ?? (input.agentId === undefined ? undefined : { userId: input.agentId }),
    universityId: input.universityId,
    status: input.status,
    search: input.search,
    sort: input.sort,
    limit: COMMISSION_EXPORT_MAX_ROWS,
    offset: 0,
  });
  const rowCount = result.items.length;
  await writeAudit(ctx.db, ctx, {
    action: 'commissions_exported',
    resourceType: 'commission',
    newData: {
      // The agent whose figures these are (an agent exports their own), and the agency for an owner.
      agentId: scope.owner ? ctx.user.id : (input.agentId ?? null),
      agencyId: scope.owner && 'agencyId' in scope.owner ? scope.owner.agencyId : null,
      universityId: input.universityId ?? null,
      status: input.status ?? null,
      search: input.search ?? null,
      rowCount,
      total: result.total,
    },
  });
  const withAgent = scope.owner === undefined;
  const header = withAgent ? COLUMNS : COLUMNS.filter((column) => column !== 'Agent');
  const day = new Date().toISOString().slice(0, 10);
  return {
    filename: `commissions-${day}.csv`,
    csv: toCsv(
      header,
      result.items.map((commission) => exportRow(commission, withAgent)),
    ),
    rowCount,
    total: result.total,
    truncated: result.total > rowCount,
  };
}
