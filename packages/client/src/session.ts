import {
  hashKey,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import type { PublicUser } from '@uniguide/domain';
import { toast } from '@uniguide/ui';
import { errorMessage, errorStatus } from './errors';
import { SESSION_TEXTS as TEXTS } from './i18n/session-texts';
import { retryUnlessClientError } from './query-client';
import { useTRPC, type Trpc } from './trpc';

/** docs/product.md §10: session data is fresh for 5 minutes with one retry. */
export const SESSION_QUERY = {
  staleTime: 5 * 60 * 1000,
  retry: retryUnlessClientError(1),
} as const;

/**
 * Options of the current-user query, for `useSession` and for route guards
 * (`queryClient.ensureQueryData(sessionQueryOptions(trpc))`). `null` means signed out; a 401 is read
 * the same way (docs/product.md §5.1) so an expired cookie never shows up as an error screen.
 */
export function sessionQueryOptions(trpc: Trpc) {
  const options = trpc.auth.me.queryOptions(undefined, SESSION_QUERY);
  const fetchUser = options.queryFn;
  return {
    ...options,
    queryFn: async (context: Parameters<NonNullable<typeof fetchUser>>[0]) => {
      try {
        return fetchUser ? await fetchUser(context) : null;
      } catch (error) {
        if (errorStatus(error) === 401) return null;
        throw error;
      }
    },
  };
}

/** The signed-in user (`data`), `null` when signed out, `undefined` while the first answer loads. */
export function useSession() {
  const trpc = useTRPC();
  return useQuery(sessionQueryOptions(trpc));
}

/**
 * Everything cached belonged to whoever was signed in before (their applications, their saved
 * programs), so a change of user starts from an empty cache holding only the new session.
 */
function replaceSession(queryClient: QueryClient, trpc: Trpc, user: PublicUser | null): void {
  const meKey = trpc.auth.me.queryKey();
  const meHash = hashKey(meKey);
  // The session query itself stays, so every component showing the user re-renders with the new value.
  queryClient.removeQueries({ predicate: (query) => query.queryHash !== meHash });
  queryClient.setQueryData(meKey, user);
}

/** `mutate({ username, password })`; toasts success and failure. Navigate in the caller's onSuccess. */
export function useLogin() {
  const { i18n } = useLingui();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.auth.login.mutationOptions({
      onSuccess: (user) => {
        replaceSession(queryClient, trpc, user);
        toast({
          title: i18n._(TEXTS.loginSuccess.title),
          description: i18n._(TEXTS.loginSuccess.description),
        });
      },
      onError: (error) => {
        toast({
          title: i18n._(TEXTS.loginFailed),
          description: errorMessage(error, i18n._(TEXTS.loginFailedInline)),
          variant: 'destructive',
        });
      },
    }),
  );
}

/** Agent sign-up; the new account is signed in at once. Navigate in the caller's onSuccess. */
export function useRegister() {
  const { i18n } = useLingui();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.auth.register.mutationOptions({
      onSuccess: (user) => {
        replaceSession(queryClient, trpc, user);
        toast({
          title: i18n._(TEXTS.registrationSuccess),
          description: i18n._(TEXTS.registrationWelcome),
        });
      },
      onError: (error) => {
        toast({
          title: i18n._(TEXTS.registrationFailed),
          description: errorMessage(error, i18n._(TEXTS.registrationFailedInline)),
          variant: 'destructive',
        });
      },
    }),
  );
}

/** Joins an agency through an invite link; the new member is signed in at once. */
export function useAcceptInvitation() {
  const { i18n } = useLingui();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.auth.acceptInvitation.mutationOptions({
      onSuccess: (user) => {
        replaceSession(queryClient, trpc, user);
        toast({
          title: i18n._(TEXTS.joinedAgency),
          description: i18n._(TEXTS.registrationWelcome),
        });
      },
      onError: (error) => {
        toast({
          title: i18n._(TEXTS.joinFailed),
          description: errorMessage(error, i18n._(TEXTS.checkTheForm)),
          variant: 'destructive',
        });
      },
    }),
  );
}

/** Becomes an admin through an e-mailed invitation; the new admin is signed in at once. */
export function useAcceptAdminInvitation() {
  const { i18n } = useLingui();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.auth.acceptAdminInvitation.mutationOptions({
      onSuccess: (user) => {
        replaceSession(queryClient, trpc, user);
        toast({
          title: i18n._(TEXTS.joinedConsole.title),
          description: i18n._(TEXTS.joinedConsole.description),
        });
      },
      onError: (error) => {
        toast({
          title: i18n._(TEXTS.adminInvitationFailed),
          description: errorMessage(error, i18n._(TEXTS.checkTheForm)),
          variant: 'destructive',
        });
      },
    }),
  );
}

/** Puts a changed copy of the signed-in user (a new e-mail, a verified address) into the session. */
export function useUpdateSessionUser() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return (user: PublicUser) => queryClient.setQueryData(trpc.auth.me.queryKey(), user);
}

/** Ends the session; the caller sends the browser on (docs/product.md §5.1: to `/`). */
export function useLogout() {
  const { i18n } = useLingui();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.auth.logout.mutationOptions({
      onSuccess: () => {
        replaceSession(queryClient, trpc, null);
        toast({
          title: i18n._(TEXTS.logoutSuccess.title),
          description: i18n._(TEXTS.logoutSuccess.description),
        });
      },
      onError: (error) => {
        console.error('Logout failed', error);
        toast({
          title: i18n._(TEXTS.logoutFailed),
          description: errorMessage(error, i18n._(TEXTS.tryAgain)),
          variant: 'destructive',
        });
      },
    }),
  );
}
