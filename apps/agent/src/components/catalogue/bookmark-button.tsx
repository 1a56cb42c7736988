import { useLingui } from '@lingui/react/macro';
import { BookmarkCheckIcon, BookmarkIcon } from 'lucide-react';
import { Button, cn } from '@uniguide/ui';

import { useSavedPrograms } from '../../lib/saved-programs-store';

export interface BookmarkButtonProps {
  programId: number;
  programName: string;
  className?: string;
  /** Icon only on cards; the detail page shows the word as well. */
  showLabel?: boolean;
}

/**
 * A toggle button: the accessible name stays "Save …" and aria-pressed carries the state, so a screen
 * reader announces "Save Nursing, toggle button, pressed" rather than a name that flips under focus.
 */
export function BookmarkButton({
  programId,
  programName,
  className,
  showLabel = false,
}: BookmarkButtonProps) {
  const { t } = useLingui();
  const { isSaved, toggle } = useSavedPrograms();
  const saved = isSaved(programId);
  const Icon = saved ? BookmarkCheckIcon : BookmarkIcon;

  return (
    <Button
      variant={showLabel ? 'outline' : 'ghost'}
      size={showLabel ? 'sm' : 'icon'}
      aria-pressed={saved}
      aria-label={t`Save ${programName}`}
      title={saved ? t`Saved — click to remove` : t`Save this program`}
      onClick={() => toggle(programId)}
      className={cn(saved && 'text-primary', className)}
    >
      <Icon className={cn(saved && 'fill-primary/15')} aria-hidden="true" />
      {showLabel ? (saved ? t`Saved` : t`Save`) : null}
    </Button>
  );
}
