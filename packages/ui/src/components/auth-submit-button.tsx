import type { ReactNode } from 'react';
import { Button } from './button';

/** The full-width submit button closing the form of an `AuthCard` page. */
export function AuthSubmitButton({
  pending,
  pendingLabel,
  children,
}: {
  pending: boolean;
  /** What the button says while the form is sent ("Sending..."). */
  pendingLabel: string;
  children: ReactNode;
}) {
  return (
    <Button
      type="submit"
      size="lg"
      className="w-full"
      pending={pending}
      pendingLabel={pendingLabel}
    >
      {children}
    </Button>
  );
}
