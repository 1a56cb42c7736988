import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage, useTRPC } from '@uniguide/client';
import { Badge, Button, toast } from '@uniguide/ui';
import type { ContactMessageItem } from '../catalogue/catalogue-types';

const PREVIEW_LENGTH = 80;

/** The message's one action, in its table row and on its card: mark it handled, or reopen it. */
export function HandledToggle({ message }: { message: ContactMessageItem }) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const handled = message.handledAt !== null;
  const sender = message.name;
  const setHandled = useMutation(
    trpc.admin.contactMessage.setHandled.mutationOptions({
      onSuccess: async (updated) => {
        toast({ title: updated.handledAt ? t`Marked as handled` : t`Marked as unhandled` });
        await queryClient.invalidateQueries({ queryKey: trpc.admin.pathKey() });
      },
      onError: (error) =>
        toast({
          title: t`The message could not be updated`,
          description: errorMessage(error, t`Please try again.`),
          variant: 'destructive',
        }),
    }),
  );
  return (
    <Button
      variant={handled ? 'outline' : 'default'}
      size="sm"
      aria-pressed={handled}
      disabled={setHandled.isPending}
      aria-label={
        // Starts with the visible words, so speech users can say what they see.
        handled ? t`Reopen message from ${sender}` : t`Mark handled: message from ${sender}`
      }
      onClick={() => setHandled.mutate({ id: message.id, handled: !handled })}
    >
      {handled ? t`Reopen` : t`Mark handled`}
    </Button>
  );
}

export function HandledBadge({ message }: { message: ContactMessageItem }) {
  const { t } = useLingui();
  return (
    <Badge variant={message.handledAt ? 'success' : 'warning'}>
      {message.handledAt ? t`Handled` : t`Open`}
    </Badge>
  );
}

/** The message as sent; a long one starts as its first words and opens in place. */
export function MessageText({ message }: { message: ContactMessageItem }) {
  return message.message.length > PREVIEW_LENGTH ? (
    <details>
      <summary className="cursor-pointer" dir="auto">
        {message.message.slice(0, PREVIEW_LENGTH)}…
      </summary>
      <p className="mt-2 whitespace-pre-wrap" dir="auto">
        {message.message}
      </p>
    </details>
  ) : (
    <p className="whitespace-pre-wrap" dir="auto">
      {message.message}
    </p>
  );
}

/** The sender's e-mail address, opening a reply. */
export function SenderEmail({ email }: { email: string }) {
  return (
    <a
      className="text-sm text-muted-foreground underline-offset-2 hover:underline"
      href={`mailto:${email}`}
    >
      {email}
    </a>
  );
}
