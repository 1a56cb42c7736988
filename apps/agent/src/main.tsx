import { RouterProvider } from '@tanstack/react-router';
import { createQueryClient, createTrpcClient, createTrpcOptions } from '@uniguide/client';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers } from './providers';
import { createAppRouter } from './router';
import './styles.css';

const queryClient = createQueryClient();
const trpcClient = createTrpcClient();
const router = createAppRouter({ queryClient, trpc: createTrpcOptions(trpcClient, queryClient) });

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <Providers queryClient={queryClient} trpcClient={trpcClient}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
