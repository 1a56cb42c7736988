import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { errorMessage, useTRPC } from '@uniguide/client';
import type { PublicUser } from '@uniguide/domain';
import { ACCOUNT_TEXTS } from '../common/product-texts';
import { Button, toast } from '@uniguide/ui';
import { BanIcon, ClockIcon, MailWarningIcon } from 'lucide-react';
import type { ReactNode } from 'react';

function Banner({
  tone,
  icon,
  children,
  action,
}: {
  tone: 'warning' | 'info' | 'destructive';
  icon: ReactNode;
  children: ReactNode;
  action?: ReactNode;
}) {
  const tones = {
    warning: 'border-warning/30 bg-warning/10',
    info: 'border-info/30 bg-info/10',
    destructive: 'border-destructive/30 bg-destructive/10',
  };
  return (
    <div
      role="status"
      className={`flex flex-col gap-3 border-b px-4 py-3 text-sm sm:flex-row sm:items-center sm:px-6 lg:px-8 ${tones[tone]}`}
    >
      <div className="flex flex-1 items-start gap-3">
        {icon}
        <p>{children}</p>
      </div>
      {action}
    </div>
  );
}

function ResendButton() {
  const trpc = useTRPC();
  const { t } = useLingui();
  const resend = useMutation(
    trpc.user.resendVerification.mutationOptions({
      onSuccess: ({ sentTo }) =>
        toast({
          title: t`Verification email sent`,
          description: t`We sent a new link to ${sentTo}.`,
        }),
      onError: (error) =>
        toast({
          title: t`Could not send the email`,
          description: errorMessage(error, t`Please try again in a moment.`),
          variant: 'destructive',
        }),
    }),
  );
  return (
    <Button
      type="button"
      size="sm"
      variant="outline"
      disabled={resend.isPending || resend.isSuccess}
      onClick={() => resend.mutate()}
    >
      {resend.isSuccess ? (
        <Trans>Link sent</Trans>
      ) : resend.isPending ? (
        <Trans>Sending...</Trans>
      ) : (
        <Trans>Resend link</Trans>
      )}
    </Button>
  );
}

/**
 * What the agent must know about their account on every page (docs/product.md §2): waiting for
 * approval or declined (so they cannot submit yet), and an unverified e-mail with a resend button.
 */
export function AccountBanner({ user }: { user: PublicUser }) {
  const { t } = useLingui();
  if (user.role === 'admin') return null;
  const iconClass = 'mt-0.5 size-4 shrink-0';
  return (
    <>
      {user.approvalStatus === 'pending' ? (
        <Banner
          tone="info"
          icon={<ClockIcon aria-hidden="true" className={`${iconClass} text-info`} />}
        >
          {t(ACCOUNT_TEXTS.pendingApproval)} <Trans>We review new agents within 48 hours.</Trans>
        </Banner>
      ) : null}
      {user.approvalStatus === 'declined' ? (
        <Banner
          tone="destructive"
          icon={<BanIcon aria-hidden="true" className={`${iconClass} text-destructive`} />}
        >
          {t(ACCOUNT_TEXTS.declined)}
          {user.approvalReason ? (
            <>
              {' '}
              <Trans>
                Reason: <bdi>{user.approvalReason}</bdi>
              </Trans>
            </>
          ) : null}
        </Banner>
      ) : null}
      {!user.emailVerified ? (
        <Banner
          tone="warning"
          icon={<MailWarningIcon aria-hidden="true" className={`${iconClass} text-warning`} />}
          action={<ResendButton />}
        >
          {t(ACCOUNT_TEXTS.unverifiedBanner)} (<bdi>{user.username}</bdi>)
        </Banner>
      ) : null}
    </>
  );
}
