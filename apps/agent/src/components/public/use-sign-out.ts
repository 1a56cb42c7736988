import { useNavigate } from '@tanstack/react-router';
import { useLogout } from '@uniguide/client';

/** docs/product.md §5.1: a successful logout clears the user and sends the browser to the home page. */
export function useSignOut() {
  const logout = useLogout();
  const navigate = useNavigate();
  return {
    signOut: () => logout.mutate(undefined, { onSuccess: () => void navigate({ to: '/' }) }),
    pending: logout.isPending,
  };
}
