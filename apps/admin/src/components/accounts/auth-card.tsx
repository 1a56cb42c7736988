import { Link } from '@tanstack/react-router';
import { BRAND } from '@uniguide/domain';
import { BrandMark, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@uniguide/ui';
import type { ReactNode } from 'react';

/** The frame of the console's signed-out pages (forgot and reset password), like the sign-in's. */
export function AuthCard({
  title,
  description,
  footer,
  children,
}: {
  title: string;
  description: string;
  footer: { to: '/sign-in' | '/forgot-password'; label: string };
  children: ReactNode;
}) {
  return (
    <main className="flex min-h-svh flex-col items-center justify-center bg-muted px-4 py-10">
      <div className="w-full max-w-sm">
        <div className="mb-6 flex flex-col items-center gap-3 text-center">
          <BrandMark className="size-12" />
          <p className="text-sm font-medium tracking-wide text-muted-foreground uppercase">
            {BRAND.name}
          </p>
        </div>
        <Card className="gap-6">
          <CardHeader>
            <CardTitle asChild>
              <h1 className="text-xl">{title}</h1>
            </CardTitle>
            <CardDescription>{description}</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4">
            {children}
            <Link
              to={footer.to}
              className="rounded-sm text-center text-sm text-primary outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              {footer.label}
            </Link>
          </CardContent>
        </Card>
      </div>
    </main>
  );
}
