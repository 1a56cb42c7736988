import type { ReactNode } from 'react';

/** The content width and padding every workspace page uses inside the dashboard layout. */
export function PageContainer({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 lg:px-8 lg:py-8">{children}</div>
  );
}
