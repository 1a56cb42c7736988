import { BRAND } from '@uniguide/domain';
import type { ReactNode } from 'react';
import { BrandMark } from './brand-mark';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from './card';

/** The link class of an AuthCard's footer, for the app's router link passed in. */
export const AUTH_CARD_LINK_CLASS =
  'rounded-sm text-center text-sm text-primary outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50';

/**
 * The frame of both apps' signed-out account pages (the console's sign-in, forgot and reset
 * password): the brand mark and name above a card with the page's heading, its form and a footer link
 * (the app's own router link, styled with `AUTH_CARD_LINK_CLASS`), and what stands below the card.
 */
export function AuthCard({
  title,
  description,
  footer,
  below,
  children,
}: {
  title: string;
  description: string;
  footer?: ReactNode;
  below?: ReactNode;
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
            {footer}
          </CardContent>
        </Card>
        {below}
      </div>
    </main>
  );
}
