import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  MAX_MESSAGE_ATTACHMENTS,
  MAX_MESSAGE_LENGTH,
  MAX_PAGE_SIZE,
  safeDownloadName,
  type ApplicationMessage,
  type MessageSide,
} from '@uniguide/domain';
import {
  Button,
  cn,
  useFileSize,
  Label,
  LinkifiedText,
  Textarea,
  toast,
  UploadProgressList,
} from '@uniguide/ui';
import { CheckCheckIcon, CheckIcon, PaperclipIcon, SendIcon, XIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { errorMessage } from '../errors';
import { useDateFormatters } from '../i18n/use-date-formatters';
import { useTRPC } from '../trpc';
import { useResumableUploads } from '../uploads/use-resumable-uploads';

/** A file picked for the next message; `key` names its upload row. */
interface PickedFile {
  key: string;
  file: File;
}

const SIDE_LABELS: Record<MessageSide, MessageDescriptor> = {
  agent: msg`Agent`,
  admin: msg`Admissions team`,
};

function MessageItem({ message, mine }: { message: ApplicationMessage; mine: boolean }) {
  const fileSize = useFileSize();
  const { t } = useLingui();
  const dates = useDateFormatters();
  return (
    <li className={cn('flex', mine ? 'justify-end' : 'justify-start')}>
      <article
        aria-label={t`Message from ${message.authorName}`}
        className={cn(
          'grid max-w-[85%] min-w-0 gap-1.5 rounded-lg border px-3 py-2 text-sm',
          mine ? 'border-primary/20 bg-primary/5' : 'bg-card',
        )}
      >
        <header className="flex flex-wrap items-baseline gap-x-2 text-xs text-muted-foreground">
          <span className="font-medium text-foreground" dir="auto">
            {message.authorName}
          </span>
          <span>{t(SIDE_LABELS[message.side])}</span>
          <time dateTime={message.createdAt}>{dates.auditTime(message.createdAt)}</time>
        </header>
        <p className="break-words whitespace-pre-wrap" dir="auto">
          <LinkifiedText text={message.body} />
        </p>
        {message.attachments.length > 0 ? (
          <ul className="grid gap-1" aria-label={t`Attachments`}>
            {message.attachments.map((file) => (
              <li key={file.id}>
                <a
                  href={`/api/documents/${file.id}/download`}
                  download={safeDownloadName(file.originalFilename, file.mimeType)}
                  className="inline-flex max-w-full items-center gap-1.5 text-primary underline-offset-4 hover:underline"
                >
                  <PaperclipIcon aria-hidden="true" className="size-3.5 shrink-0" />
                  <span dir="auto" className="truncate">
                    {file.originalFilename}
                  </span>
                  <span className="shrink-0 text-xs text-muted-foreground">
                    {fileSize(file.fileSize)}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        {mine ? (
          <p className="flex items-center justify-end gap-1 text-xs text-muted-foreground">
            {message.readAt ? (
              <>
                <CheckCheckIcon aria-hidden="true" className="size-3.5 text-info" />
                <Trans>Read {dates.auditTime(message.readAt)}</Trans>
              </>
            ) : (
              <>
                <CheckIcon aria-hidden="true" className="size-3.5" />
                <Trans>Sent, not read yet</Trans>
              </>
            )}
          </p>
        ) : null}
      </article>
    </li>
  );
}

/**
 * The application's message thread (docs/decisions/024-application-conversation.md) between its
 * agent and the admissions team, for either side: plain text with clickable links, attachments
 * through the upload pipeline, read receipts. Opening it marks the other side's messages read.
 */
export function MessageThread({
  applicationId,
  side,
}: {
  applicationId: number;
  side: MessageSide;
}) {
  const fileSize = useFileSize();
  const { t } = useLingui();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const textId = useId();
  const fileId = useId();
  const [body, setBody] = useState('');
  const [files, setFiles] = useState<PickedFile[]>([]);
  const picked = useRef(0);
  const [sending, setSending] = useState(false);
  const uploads = useResumableUploads<{ id: number }>();

  const first = useQuery({
    ...trpc.message.list.queryOptions({ applicationId, page: 1, pageSize: MAX_PAGE_SIZE }),
    refetchInterval: 15_000,
  });
  const lastPage = first.data ? Math.max(1, Math.ceil(first.data.total / MAX_PAGE_SIZE)) : 1;
  const latest = useQuery({
    ...trpc.message.list.queryOptions({ applicationId, page: lastPage, pageSize: MAX_PAGE_SIZE }),
    enabled: lastPage > 1,
    refetchInterval: 15_000,
  });
  const page = lastPage > 1 ? latest.data : first.data;
  const messages = page?.items ?? [];
  const shown = messages.length;
  const unreadFromOthers = messages.some((message) => message.side !== side && !message.readAt);

  const markRead = useMutation(
    trpc.message.markRead.mutationOptions({
      onSuccess: () => {
        void queryClient.invalidateQueries({ queryKey: trpc.message.pathKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.application.pathKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.notification.pathKey() });
      },
    }),
  );
  const { mutate: markReadNow, isPending: marking } = markRead;
  useEffect(() => {
    if (unreadFromOthers && !marking) markReadNow({ applicationId });
  }, [unreadFromOthers, marking, markReadNow, applicationId]);

  const send = useMutation(trpc.message.send.mutationOptions());
  // Files uploaded for a message that was not sent (say, the send failed): still the user's, shown
  // here to go with the next message or be removed (docs/product.md §7).
  const unsent = useQuery(trpc.message.unsentAttachments.queryOptions({ applicationId }));
  const waiting = unsent.data ?? [];
  const refreshUnsent = () =>
    queryClient.invalidateQueries({ queryKey: trpc.message.unsentAttachments.pathKey() });
  const removeUnsent = useMutation(
    trpc.message.deleteAttachment.mutationOptions({
      onSettled: () => void refreshUnsent(),
      onError: (error) =>
        toast({
          title: t`Attachment Not Removed`,
          description: errorMessage(error, t`The attachment could not be removed.`),
          variant: 'destructive',
        }),
    }),
  );

  // Each file goes up resumably (docs/decisions/038-resumable-uploads.md) and becomes one of the
  // unsent attachments the server lists; the message then names them all.
  const submit = async () => {
    const text = body.trim();
    if (!text || sending) return;
    setSending(true);
    try {
      const attachmentIds: number[] = waiting.map((file) => file.id);
      if (files.length > 0) {
        const outcome = await uploads.run(
          files.map(({ key, file }) => ({
            key,
            file,
            metadata: { kind: 'message', applicationId: String(applicationId) },
          })),
        );
        attachmentIds.push(...outcome.uploaded.map((stored) => stored.id));
        const failedKeys = new Set(outcome.failed.map(({ job }) => job.key));
        setFiles(files.filter(({ key }) => failedKeys.has(key)));
        if (outcome.failed.length > 0) {
          void refreshUnsent();
          toast({
            title: t`Message Not Sent`,
            description: t`${outcome.failed
              .map(({ job, error }) => `${job.file.name}: ${error.message.replace(/\.$/, '')}.`)
              .join(' ')} Retry it or remove it, then send again.`,
            variant: 'destructive',
          });
          return;
        }
      }
      await send.mutateAsync({
        applicationId,
        body: text,
        ...(attachmentIds.length > 0 ? { attachmentIds } : {}),
      });
      setBody('');
      setFiles([]);
      uploads.clear();
      await queryClient.invalidateQueries({ queryKey: trpc.message.pathKey() });
      // An admin's answer takes the thread out of the console's inbox and its count.
      if (side === 'admin')
        await queryClient.invalidateQueries({ queryKey: trpc.admin.inbox.pathKey() });
    } catch (error) {
      void refreshUnsent();
      toast({
        title: t`Message Not Sent`,
        description: errorMessage(error, t`The message could not be sent. Please try again.`),
        variant: 'destructive',
      });
    } finally {
      setSending(false);
    }
  };

  // A retried file that arrives joins the unsent attachments; it is no longer one to send.
  const retry = async (key: string) => {
    const stored = await uploads.retry(key)?.catch(() => undefined);
    if (!stored) return;
    setFiles((current) => current.filter((item) => item.key !== key));
    await refreshUnsent();
  };

  return (
    <div className="grid gap-4">
      {first.isError ? (
        <p className="text-sm text-destructive">
          {errorMessage(first.error, t`The messages could not be loaded.`)}
        </p>
      ) : !page ? (
        <p className="text-sm text-muted-foreground">
          <Trans>Loading messages…</Trans>
        </p>
      ) : messages.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          <Trans>No messages yet. Questions about this application go here.</Trans>
        </p>
      ) : (
        <ol className="grid max-h-[32rem] gap-3 overflow-y-auto" aria-label={t`Messages`}>
          {lastPage > 1 ? (
            <li className="text-center text-xs text-muted-foreground">
              {t({
                message: plural(page.total, {
                  other: `Showing the latest ${shown} of # messages`,
                }),
              })}
            </li>
          ) : null}
          {messages.map((message) => (
            <MessageItem key={message.id} message={message} mine={message.side === side} />
          ))}
        </ol>
      )}
      <form
        className="grid gap-2"
        aria-label={t`Send a message`}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Label htmlFor={textId}>
          <Trans>Message</Trans>
        </Label>
        <Textarea
          id={textId}
          rows={3}
          value={body}
          maxLength={MAX_MESSAGE_LENGTH}
          onChange={(event) => setBody(event.target.value)}
          placeholder={t`Write a message. Links are clickable; formatting is not.`}
          disabled={sending}
        />
        {waiting.length > 0 ? (
          <ul className="flex flex-wrap gap-2" aria-label={t`Uploaded, not sent yet`}>
            {waiting.map((file) => (
              <li
                key={file.id}
                className="flex max-w-full items-center gap-1 rounded-md border border-dashed px-2 py-1 text-xs"
              >
                <PaperclipIcon aria-hidden="true" className="size-3.5 shrink-0" />
                <span dir="auto" className="truncate">
                  {file.originalFilename}
                </span>
                <span className="shrink-0 text-muted-foreground">
                  <Trans>{fileSize(file.fileSize)}, goes with your next message</Trans>
                </span>
                <button
                  type="button"
                  className="rounded-sm p-0.5 hover:bg-muted"
                  aria-label={t`Remove ${file.originalFilename}`}
                  onClick={() => removeUnsent.mutate({ id: file.id })}
                  disabled={sending || removeUnsent.isPending}
                >
                  <XIcon aria-hidden="true" className="size-3.5" />
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        <UploadProgressList
          entries={uploads.entries.filter(
            (entry) =>
              entry.status !== 'done' && (sending || files.some((item) => item.key === entry.key)),
          )}
          onPause={uploads.pause}
          onResume={uploads.resume}
          onRetry={(key) => void retry(key)}
        />
        {files.length > 0 && !sending ? (
          <ul className="flex flex-wrap gap-2" aria-label={t`Files to attach`}>
            {files.map(({ key, file }) => (
              <li
                key={key}
                className="flex max-w-full items-center gap-1 rounded-md border px-2 py-1 text-xs"
              >
                <PaperclipIcon aria-hidden="true" className="size-3.5 shrink-0" />
                <span dir="auto" className="truncate">
                  {file.name}
                </span>
                <button
                  type="button"
                  className="rounded-sm p-0.5 hover:bg-muted"
                  aria-label={t`Do not attach ${file.name}`}
                  onClick={() => setFiles(files.filter((item) => item.key !== key))}
                  disabled={sending}
                >
                  <XIcon aria-hidden="true" className="size-3.5" />
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div>
            <input
              id={fileId}
              type="file"
              multiple
              accept=".pdf,.png,.jpg,.jpeg,.gif"
              className="peer sr-only"
              aria-label={t`Attach files`}
              disabled={sending}
              onChange={(event) => {
                const chosen = Array.from(event.target.files ?? [], (file) => ({
                  key: `file-${++picked.current}`,
                  file,
                }));
                event.target.value = '';
                setFiles(
                  [...files, ...chosen].slice(
                    0,
                    Math.max(0, MAX_MESSAGE_ATTACHMENTS - waiting.length),
                  ),
                );
              }}
            />
            <label
              htmlFor={fileId}
              aria-hidden="true"
              className="inline-flex h-8 cursor-pointer items-center gap-1.5 rounded-md border bg-background px-3 text-sm font-medium shadow-xs hover:bg-accent peer-focus-visible:ring-[3px] peer-focus-visible:ring-ring/50 peer-disabled:cursor-not-allowed peer-disabled:opacity-50"
            >
              <PaperclipIcon aria-hidden="true" className="size-4" />
              <Trans>Attach</Trans>
            </label>
          </div>
          <Button
            type="submit"
            pending={sending}
            pendingLabel={t`Sending…`}
            disabled={body.trim() === ''}
          >
            <SendIcon aria-hidden="true" />
            <Trans>Send</Trans>
          </Button>
        </div>
      </form>
    </div>
  );
}
