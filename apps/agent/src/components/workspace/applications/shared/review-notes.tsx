import { Trans, useLingui } from '@lingui/react/macro';
import { Card, CardContent, CardHeader, CardTitle } from '@uniguide/ui';
import type { ReactNode } from 'react';
import type { ApplicationDetail } from './types';

function Note({
  title,
  children,
  tone,
}: {
  title: string;
  children: ReactNode;
  tone?: 'danger' | 'success';
}) {
  return (
    <div
      className={
        tone === 'danger'
          ? 'grid gap-1 rounded-md border border-destructive/25 bg-destructive/5 p-3'
          : tone === 'success'
            ? 'grid gap-1 rounded-md border border-success/25 bg-success/5 p-3'
            : 'grid gap-1'
      }
    >
      <h3 className="text-sm font-medium">{title}</h3>
      {/* Typed by the admissions team: in its own direction (docs/decisions/068-right-to-left.md). */}
      <p dir="auto" className="text-sm whitespace-pre-line text-muted-foreground">
        {children}
      </p>
    </div>
  );
}

/**
 * What the admissions team wrote (docs/product.md §3): admin notes always, the rejection reason only when
 * rejected, the offer's conditions only while the offer is conditional.
 */
export function ReviewNotes({ application }: { application: ApplicationDetail }) {
  const { t } = useLingui();
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle asChild>
          <h2>
            <Trans>Admissions Feedback</Trans>
          </h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <Note title={t`Admin Notes`}>
          {application.adminNotes?.trim() || t`No notes from the admissions team yet.`}
        </Note>
        {application.status === 'rejected' ? (
          <Note title={t`Rejection Reason`} tone="danger">
            {application.rejectionReason?.trim() || t`No reason was given.`}
          </Note>
        ) : null}
        {application.status === 'accepted-conditional-offer' ? (
          <Note title={t`Conditional Offer Terms`} tone="success">
            {application.conditionalOfferTerms?.trim() || t`The terms have not been entered yet.`}
          </Note>
        ) : null}
      </CardContent>
    </Card>
  );
}
