import { cn } from '../lib/cn';

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
