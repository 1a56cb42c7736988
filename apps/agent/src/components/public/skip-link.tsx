import { Trans } from '@lingui/react/macro';
/** First focusable element of every public page: jumps past the header to the page content. */
export function SkipLink({ targetId = 'main-content' }: { targetId?: string }) {
  return (
    <a
      href={`#${targetId}`}
      // not-sr-only resets padding, so the padding must come with the focus variant too.
      className="sr-only rounded-md bg-primary text-sm font-medium text-primary-foreground shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:start-3 focus:z-[100] focus:px-4 focus:py-2 focus:ring-[3px] focus:ring-ring/50 focus:outline-none"
    >
      <Trans>Skip to main content</Trans>
    </a>
  );
}
