import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { APPLICATION_QUERY, errorMessage, useDateFormatters, useTRPC } from '@uniguide/client';
import { SHARE_LINK_DEFAULT_DAYS, SHARE_LINK_MAX_DAYS } from '@uniguide/domain';
import {
  Badge,
  Button,
  Checkbox,
  ConfirmAction,
  Input,
  Label,
  SectionCard,
  toast,
} from '@uniguide/ui';
import { CopyIcon, LinkIcon } from 'lucide-react';
import { useState, type FormEvent } from 'react';

const STATE_LABELS = {
  active: msg`Active`,
  expired: msg`Expired`,
  revoked: msg`Revoked`,
} as const;

/**
 * The student's link to this quote: made here (copied, or e-mailed to the student), listed with its
 * state and last use, revoked at any time. The URL shows once: only its hash is kept.
 */
export function ShareLinksCard({ studentId, quoteId }: { studentId: number; quoteId: number }) {
  const { t } = useLingui();
  const dates = useDateFormatters();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const links = useQuery(trpc.shareLink.list.queryOptions({ studentId }, APPLICATION_QUERY));
  const [days, setDays] = useState(String(SHARE_LINK_DEFAULT_DAYS));
  const [sendEmail, setSendEmail] = useState(true);
  const [made, setMade] = useState<{ url: string; emailedTo: string | null } | null>(null);
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: trpc.shareLink.list.queryKey({ studentId }) });
  const create = useMutation(
    trpc.shareLink.create.mutationOptions({
      onSuccess: async (link) => {
        setMade({ url: link.url, emailedTo: link.emailedTo });
        await refresh();
      },
      onError: (error) =>
        toast({
          title: t`Error`,
          description: errorMessage(error, t`The link could not be made. Please try again.`),
          variant: 'destructive',
        }),
    }),
  );
  const revoke = useMutation(
    trpc.shareLink.revoke.mutationOptions({
      onSuccess: async () => {
        toast({
          title: t`Link revoked`,
          description: t`The student’s page now says the link is no longer available.`,
        });
        await refresh();
      },
    }),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate({ studentId, quoteId, expiresInDays: Number(days), sendEmail });
  };

  return (
    <SectionCard
      className="gap-6"
      contentClassName="grid gap-4"
      title={<Trans>Share with the student</Trans>}
      description={
        <Trans>
          A link to the student&apos;s own page: this quote, their applications&apos; status, and
          upload of the documents asked of them. No account needed; nothing else shows.
        </Trans>
      }
    >
      <form onSubmit={submit} className="grid gap-3">
        <div className="grid gap-1.5">
          <Label htmlFor="share-days">
            <Trans>Valid for (days)</Trans>
          </Label>
          <Input
            id="share-days"
            type="number"
            min={1}
            max={SHARE_LINK_MAX_DAYS}
            value={days}
            onChange={(event) => setDays(event.target.value)}
            className="w-28"
          />
        </div>
        <div className="flex items-center gap-2">
          <Checkbox
            id="share-email"
            checked={sendEmail}
            onCheckedChange={(checked) => setSendEmail(checked === true)}
          />
          <Label htmlFor="share-email">
            <Trans>E-mail the link to the student</Trans>
          </Label>
        </div>
        <Button type="submit" disabled={create.isPending} className="w-full sm:w-auto">
          <LinkIcon aria-hidden="true" />
          {create.isPending ? t`Making the link…` : t`Make a link`}
        </Button>
      </form>
      {made ? (
        <div
          className="grid gap-2 rounded-md border border-primary/30 bg-primary/5 p-3"
          role="status"
        >
          <p className="text-sm font-medium">
            {made.emailedTo ? (
              <Trans>
                Link e-mailed to <bdi>{made.emailedTo}</bdi>. Copy it now: it is shown only once.
              </Trans>
            ) : (
              <Trans>Copy it now: it is shown only once.</Trans>
            )}
          </p>
          <div className="flex gap-2">
            <Input
              readOnly
              value={made.url}
              aria-label={t`The student's link`}
              className="min-w-0 flex-1"
            />
            <Button
              type="button"
              variant="outline"
              onClick={() =>
                void navigator.clipboard
                  .writeText(made.url)
                  .then(() => toast({ title: t`Link copied` }))
                  .catch(() => undefined)
              }
            >
              <Trans>
                <CopyIcon aria-hidden="true" />
                Copy
              </Trans>
            </Button>
          </div>
        </div>
      ) : null}
      {links.data && links.data.length > 0 ? (
        <ul className="grid gap-2" aria-label={t`The student's links`}>
          {links.data.map((link) => {
            const madeOn = dates.longDate(link.createdAt);
            const revokedOn = link.revokedAt ? dates.longDate(link.revokedAt) : '';
            const until = dates.longDate(link.expiresAt);
            const openedOn = link.lastUsedAt ? dates.longDate(link.lastUsedAt) : '';
            return (
              <li
                key={link.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded-md border px-3 py-2 text-sm"
              >
                <span className="grid gap-0.5">
                  <span>
                    <Badge variant={link.state === 'active' ? 'success' : 'neutral'}>
                      {t(STATE_LABELS[link.state])}
                    </Badge>{' '}
                    {t`made ${madeOn}`}
                  </span>
                  <span className="text-xs text-muted-foreground">
                    {link.state === 'revoked' && link.revokedAt
                      ? t`Revoked ${revokedOn}`
                      : t`Until ${until}`}
                    {link.lastUsedAt ? t` · last opened ${openedOn}` : t` · not opened yet`}
                  </span>
                </span>
                {link.state === 'active' ? (
                  <ConfirmAction
                    label={t`Revoke`}
                    size="sm"
                    variant="destructive-outline"
                    pending={revoke.isPending}
                    heading={t`Revoke this link?`}
                    description={t`The student's page will say the link is no longer available. You can make a new one at any time.`}
                    confirmVariant="destructive"
                    onConfirm={() => revoke.mutate({ id: link.id })}
                  />
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}
    </SectionCard>
  );
}
