import { useQuery } from '@tanstack/react-query';
import { formatAuditTime, useTRPC } from '@uniguide/client';
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
          <DialogTitle className="wrap-anywhere">{data?.subject ?? 'Message'}</DialogTitle>
          <DialogDescription>
            {data ? `To ${data.toAddress}` : 'Loading the message…'}
          </DialogDescription>
        </DialogHeader>
        {message.isError ? (
          <LoadFailed
            title="The message could not be loaded."
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
                  label: 'State',
                  value: (
                    <Badge variant={OUTBOX_STATE[data.state].tone}>
                      {OUTBOX_STATE[data.state].label}
                    </Badge>
                  ),
                },
                { label: 'Attempts', value: String(data.attempts) },
                { label: 'Created', value: formatAuditTime(data.createdAt) },
                { label: 'Sent', value: data.sentAt ? formatAuditTime(data.sentAt) : null },
                { label: 'Template', value: data.template },
                { label: 'Last error', value: data.lastError, wide: true },
              ]}
            />
            <Tabs defaultValue={data.html ? 'html' : 'text'} className="min-w-0">
              <TabsList>
                {data.html ? <TabsTrigger value="html">HTML</TabsTrigger> : null}
                <TabsTrigger value="text">Plain text</TabsTrigger>
              </TabsList>
              {data.html ? (
                <TabsContent value="html">
                  <iframe
                    title="Message body"
                    sandbox=""
                    srcDoc={data.html}
                    className="h-[50vh] w-full rounded-md border bg-white"
                  />
                </TabsContent>
              ) : null}
              <TabsContent value="text">
                <pre
                  aria-label="Message text"
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
                  Retry
                </Button>
              </div>
            ) : null}
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
