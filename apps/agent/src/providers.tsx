import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { TRPCProvider, type TrpcClient } from '@uniguide/client';
import type { ReactNode } from 'react';

export function Providers({
  queryClient,
  trpcClient,
  children,
}: {
  queryClient: QueryClient;
  trpcClient: TrpcClient;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        {children}
      </TRPCProvider>
    </QueryClientProvider>
  );
}
