import { CircleCheckIcon } from 'lucide-react';

/** The server's answer once a password-reset form went through, read out when it appears. */
export function PasswordResetDone({ message }: { message: string }) {
  return (
    <div
      role="status"
      className="flex items-start gap-2 rounded-md border bg-muted px-3 py-2.5 text-sm"
    >
      <CircleCheckIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
      <p>{message}</p>
    </div>
  );
}
