/** First focusable element of every public page: jumps past the header to the page content. */
export function SkipLink({ targetId = 'main-content' }: { targetId?: string }) {
  return (
    <a
      href={`#${targetId}`}
      className="sr-only rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[100] focus:outline-none focus:ring-[3px] focus:ring-ring/50"
    >
      Skip to main content
    </a>
  );
}
