import { normaliseIntakes, REQUIRED_DOCUMENTS_CHECKLIST } from '@uniguide/domain';
import { Card, CardContent, CardHeader, CardTitle } from '@uniguide/ui';
import { CircleCheckIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { CommissionPreviewCard } from '../../../catalogue/detail/commission-preview-card';
import type { ProgramDetail } from '../shared/types';

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{term}</dt>
      <dd className="text-sm font-medium break-words">{children}</dd>
    </div>
  );
}

/** Whole dirhams with thousands separators; the catalogue's own text when it has no amount. */
function tuitionText(program: ProgramDetail): string {
  if (program.tuitionAed !== null) return program.tuitionAed.toLocaleString('en-US');
  return program.tuition?.trim() || 'Contact for info';
}

/** docs/product.md §3: the program at a glance and the documents an application needs. */
export function ProgramSidebar({ program }: { program: ProgramDetail }) {
  const intakes = normaliseIntakes(program.intake);
  return (
    <aside aria-label="Program summary" className="grid content-start gap-6">
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>Program Summary</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-4">
            <Detail term="Program">{program.name}</Detail>
            <Detail term="University">{program.university.name}</Detail>
            <Detail term="Degree Level">{program.degree ?? 'Not specified'}</Detail>
            <Detail term="Duration">{program.duration ?? 'Not specified'}</Detail>
            <Detail term="Tuition Fee (AED)">{tuitionText(program)}</Detail>
            <Detail term="Available Intakes">
              {intakes.length > 0 ? intakes.join(', ') : 'Not specified'}
            </Detail>
          </dl>
        </CardContent>
      </Card>
      <CommissionPreviewCard programId={program.id} />
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>Required Documents</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="grid gap-2.5">
            {REQUIRED_DOCUMENTS_CHECKLIST.map((item) => (
              <li key={item} className="flex items-start gap-2 text-sm">
                <CircleCheckIcon
                  aria-hidden="true"
                  className="mt-0.5 size-4 shrink-0 text-success"
                />
                {item}
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </aside>
  );
}
