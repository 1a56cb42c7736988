import type { Commission } from '@uniguide/domain';
import { cn } from '../lib/cn';

/** The program a commission is for, its university below in grey: a cell of both apps' tables. */
export function CommissionProgram({
  commission,
  className,
}: {
  commission: Pick<Commission, 'programName' | 'universityName'>;
  className?: string;
}) {
  return (
    <div className={cn('grid gap-0.5', className)}>
      <span className="line-clamp-2">{commission.programName}</span>
      <span className="text-xs text-muted-foreground">{commission.universityName}</span>
    </div>
  );
}

/** A commission card's heading in both apps: the student, the program and its university. */
export function CommissionCardHeading({
  commission,
}: {
  commission: Pick<Commission, 'studentName' | 'programName' | 'universityName'>;
}) {
  return (
    <div className="grid min-w-0 gap-0.5">
      <p className="font-medium break-words">{commission.studentName}</p>
      <p className="text-sm break-words">{commission.programName}</p>
      <p className="text-xs text-muted-foreground">{commission.universityName}</p>
    </div>
  );
}
