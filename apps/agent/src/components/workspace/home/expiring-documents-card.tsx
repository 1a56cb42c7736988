import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { DASHBOARD_QUERY, errorMessage, useTRPC } from '@uniguide/client';
import { DOCUMENT_TYPE_LABELS } from '@uniguide/domain';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Skeleton,
} from '@uniguide/ui';
import { CalendarClockIcon } from 'lucide-react';
import { ExpiryWarningNote } from '../applications/shared/document-expiry';

/** The most pressing few; the rest are counted. */
const SHOWN = 5;

/**
 * Passports and English certificates that need attention (document.expiring): expired, expiring
 * within 90 days, or before the intake of an application holding them. Each links to the student.
 */
export function ExpiringDocumentsCard() {
  const trpc = useTRPC();
  const expiring = useQuery(
    trpc.document.expiring.queryOptions({ page: 1, pageSize: SHOWN }, DASHBOARD_QUERY),
  );

  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle asChild>
          <h2 className="flex items-center gap-2 text-lg">
            <CalendarClockIcon className="size-5 text-primary" aria-hidden="true" />
            Expiring Documents
          </h2>
        </CardTitle>
        <CardDescription>Passports and English certificates to renew.</CardDescription>
      </CardHeader>
      <CardContent aria-busy={expiring.isPending}>
        {expiring.isPending ? (
          <div className="grid gap-4" aria-label="Loading expiring documents">
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
          </div>
        ) : expiring.isError ? (
          <div className="grid justify-items-start gap-3">
            <p role="alert" className="text-sm text-destructive">
              {errorMessage(expiring.error, 'The expiring documents could not be loaded.')}
            </p>
            <Button variant="outline" size="sm" onClick={() => void expiring.refetch()}>
              Try again
            </Button>
          </div>
        ) : expiring.data.items.length === 0 ? (
          <p className="py-2 text-sm text-muted-foreground">
            No documents expire soon. Every passport and certificate on file is in date.
          </p>
        ) : (
          <ul className="divide-y" aria-label="Expiring documents">
            {expiring.data.items.map(({ document, student, warning }) => (
              <li key={document.id} className="grid gap-1 py-3 first:pt-0 last:pb-0">
                <p className="text-sm font-medium">
                  <Link
                    to="/dashboard/students/$studentId"
                    params={{ studentId: String(student.id) }}
                    className="rounded-sm underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
                  >
                    {student.firstName} {student.lastName}
                  </Link>
                </p>
                <p
                  className="truncate text-xs text-muted-foreground"
                  title={document.originalFilename}
                >
                  {DOCUMENT_TYPE_LABELS[document.documentType]} · {document.originalFilename}
                </p>
                <ExpiryWarningNote warning={warning} />
              </li>
            ))}
          </ul>
        )}
        {expiring.data && expiring.data.total > expiring.data.items.length ? (
          <p className="mt-3 text-xs text-muted-foreground">
            And {expiring.data.total - expiring.data.items.length} more: see the{' '}
            <Link
              to="/dashboard/students"
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              students list
            </Link>
            .
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
