import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useDateFormatters, useFormatters, useTRPC } from '@uniguide/client';
import {
  Badge,
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  Skeleton,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
} from '@uniguide/ui';
import { RotateCwIcon } from 'lucide-react';
import { DetailList } from '../common/detail-list';
import { LoadFailed } from '../common/load-failed';
import { canRetry, OUTBOX_STATE } from './outbox-format';
import { useRetryMessage } from './use-outbox-retry';

/**
 * One message as it was (or would be) sent. The HTML body is shown in a sandboxed frame with no
 * permissions at all (no scripts, no forms, no same origin), so nothing in a message can act in the
 * console; the plain-text part is shown as text.
 */
export function MessageDialog({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useLingui();
  const format = useFormatters();
  const dates = useDateFormatters();
  const trpc = useTRPC();
  const message = useQuery({
    ...trpc.admin.outbox.get.queryOptions({ id: id ?? 0 }),
    enabled: id !== null,
  });
  const retry = useRetryMessage();
  const data = message.data;

  return (
    <Dialog open={id !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle className="wrap-anywhere" dir="auto">
            {data?.subject ?? t`Message`}
          </DialogTitle>
          <DialogDescription>
            {data ? t`To ${data.toAddress}` : t`Loading the message…`}
          </DialogDescription>
        </DialogHeader>
        {message.isError ? (
          <LoadFailed
            title={t`The message could not be loaded.`}
            error={message.error}
            onRetry={() => void message.refetch()}
          />
        ) : !data ? (
          <Skeleton className="h-64 w-full" />
        ) : (
          <div className="grid min-w-0 gap-4">
            <DetailList
              items={[
                {
                  label: t`State`,
                  value: (
                    <Badge variant={OUTBOX_STATE[data.state].tone}>
                      {t(OUTBOX_STATE[data.state].label)}
                    </Badge>
                  ),
                },
                { label: t`Attempts`, value: format.count(data.attempts) },
                { label: t`Created`, value: dates.auditTime(data.createdAt) },
                { label: t`Sent`, value: data.sentAt ? dates.auditTime(data.sentAt) : null },
                { label: t`Template`, value: data.template },
                { label: t`Last error`, value: data.lastError, wide: true, freeText: true },
              ]}
            />
            <Tabs defaultValue={data.html ? 'html' : 'text'} className="min-w-0">
              <TabsList>
                {data.html ? <TabsTrigger value="html">{t`HTML`}</TabsTrigger> : null}
                <TabsTrigger value="text">
                  <Trans>Plain text</Trans>
                </TabsTrigger>
              </TabsList>
              {data.html ? (
                <TabsContent value="html">
                  <iframe
                    title={t`Message body`}
                    sandbox=""
                    srcDoc={data.html}
                    className="h-[50vh] w-full rounded-md border bg-white"
                  />
                </TabsContent>
              ) : null}
              <TabsContent value="text">
                <pre
                  aria-label={t`Message text`}
                  className="max-h-[50vh] overflow-auto rounded-md border p-3 font-mono text-xs break-words whitespace-pre-wrap"
                >
                  {data.text}
                </pre>
              </TabsContent>
            </Tabs>
            {canRetry(data.state) ? (
              <div className="flex justify-end">
                <Button
                  type="button"
                  disabled={retry.isPending}
                  onClick={() => retry.mutate({ id: data.id })}
                >
                  <RotateCwIcon aria-hidden="true" />
                  <Trans>Retry</Trans>
                </Button>
              </div>
            ) : null}
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
