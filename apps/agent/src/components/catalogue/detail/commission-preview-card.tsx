import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useFormatters, useSession, useTRPC } from '@uniguide/client';
import { bpsToPercent, PAYMENT_MEDIAN_MIN_PAID } from '@uniguide/domain';
import { Card, CardContent, CardHeader, CardTitle } from '@uniguide/ui';
import { WalletIcon } from 'lucide-react';
import type { ReactNode } from 'react';

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex items-start justify-between gap-4 border-b py-2.5 last:border-b-0">
      <dt className="text-sm text-muted-foreground">{term}</dt>
      <dd className="text-end text-sm font-medium">{children}</dd>
    </div>
  );
}

/**
 * The commission a signed-in agent would earn on the program, before applying. Nothing renders (and
 * nothing is asked of the server) for visitors: the public site never shows commission.
 */
export function CommissionPreviewCard({ programId }: { programId: number }) {
  const { t } = useLingui();
  const format = useFormatters();
  const session = useSession();
  const trpc = useTRPC();
  const signedIn = Boolean(session.data);
  const preview = useQuery({
    ...trpc.program.commissionPreview.queryOptions({ programId }),
    enabled: signedIn,
  });
  if (!signedIn || !preview.data) return null;
  const data = preview.data;
  const paid = format.count(data.paidCount);
  // The English is the domain's countNoun(paidCount, 'paid commission').
  const paidCommissions = t({
    message: plural(data.paidCount, {
      one: `${paid} paid commission`,
      other: `${paid} paid commissions`,
    }),
  });
  return (
    <Card className="gap-3" aria-label={t`Your commission`}>
      <CardHeader>
        <CardTitle asChild>
          <h2 className="flex items-center gap-2 text-lg">
            <Trans>
              <WalletIcon className="size-5 text-primary" aria-hidden="true" />
              Your Commission
            </Trans>
          </h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <dl>
          <Row term={t`You would earn`}>
            <span data-testid="commission-preview-amount">
              {data.amountFils === null ? t`To be confirmed` : format.aedFils(data.amountFils)}
            </span>
          </Row>
          <Row term={t`Rate`}>
            <Trans>{bpsToPercent(data.rateBps)}% of first-year tuition</Trans>
          </Row>
          <Row term={t`Payout`}>
            <Trans>{data.payoutLagDays} days after enrolment</Trans>
          </Row>
          <Row term={t`Usually paid`}>
            {data.medianDaysToPayment === null ? (
              <>
                <Trans>
                  Not known yet
                  <span className="block text-xs font-normal text-muted-foreground">
                    We show it once {PAYMENT_MEDIAN_MIN_PAID} commissions from this university are
                    paid.
                  </span>
                </Trans>
              </>
            ) : (
              <>
                <Trans>
                  About {data.medianDaysToPayment} days after enrolment
                  <span className="block text-xs font-normal text-muted-foreground">
                    Half of this university's {paidCommissions} took longer, half less.
                  </span>
                </Trans>
              </>
            )}
          </Row>
        </dl>
      </CardContent>
    </Card>
  );
}
