import { Trans, useLingui } from '@lingui/react/macro';
import { Share2Icon } from 'lucide-react';
import { Button, toast } from '@uniguide/ui';

export interface ShareButtonProps {
  title: string;
  text: string;
}

/** The system share sheet where there is one (phones); elsewhere the link goes to the clipboard. */
export function ShareButton({ title, text }: ShareButtonProps) {
  const { t } = useLingui();
  const share = async () => {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text, url });
        return;
      } catch (error) {
        // Closing the share sheet is not a failure; anything else falls through to copying.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: t`Link copied`, description: t`The program link is on your clipboard.` });
    } catch {
      toast({ title: t`Could not copy the link`, description: url, variant: 'destructive' });
    }
  };

  return (
    <Button variant="outline" size="sm" onClick={() => void share()}>
      <Trans>
        <Share2Icon aria-hidden="true" />
        Share
        <span className="sr-only"> this program</span>
      </Trans>
    </Button>
  );
}
