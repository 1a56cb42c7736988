import { Link } from '@tanstack/react-router';
import { BRAND } from '@uniguide/domain';
import { cn } from '@uniguide/ui';

/** The mortarboard-arch mark of the favicon, drawn inline so it follows the theme colours. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn('size-8 shrink-0', className)}>
      <rect width="32" height="32" rx="8" className="fill-primary" />
      <path
        d="M9 10v7a7 7 0 0 0 14 0v-7"
        fill="none"
        stroke="#fbbf24"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </svg>
  );
}

export function BrandLogo({
  className,
  inverted = false,
}: {
  className?: string;
  inverted?: boolean;
}) {
  return (
    <Link
      to="/"
      className={cn(
        'inline-flex items-center gap-2 rounded-md text-lg font-bold tracking-tight outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
        inverted ? 'text-white' : 'text-foreground',
        className,
      )}
    >
      <BrandMark />
      <span>{BRAND.name}</span>
      <span className="sr-only"> home</span>
    </Link>
  );
}
