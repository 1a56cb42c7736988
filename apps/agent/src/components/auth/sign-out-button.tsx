import { useNavigate } from '@tanstack/react-router';
import { useLogout } from '@uniguide/client';
import { Button, Spinner, type ButtonProps } from '@uniguide/ui';
import { LogOutIcon } from 'lucide-react';

/** Ends the session and, as docs/product.md §5.1 says, sends the browser to the landing page. */
export function SignOutButton(props: Omit<ButtonProps, 'onClick' | 'disabled'>) {
  const logout = useLogout();
  const navigate = useNavigate();
  return (
    <Button
      variant="outline"
      {...props}
      disabled={logout.isPending}
      onClick={() => logout.mutate(undefined, { onSuccess: () => void navigate({ to: '/' }) })}
    >
      {logout.isPending ? (
        <Spinner aria-hidden="true" label="" />
      ) : (
        <LogOutIcon aria-hidden="true" />
      )}
      Sign out
    </Button>
  );
}
