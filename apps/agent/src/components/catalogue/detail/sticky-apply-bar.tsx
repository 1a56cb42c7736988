import type { Program } from '@uniguide/domain';

import { useCatalogueTexts } from '../catalogue-texts';
import { ApplyNowButton } from './apply-now-button';

/**
 * Phones inside the workspace: the way to apply stays at the bottom of the screen while the agent
 * reads the program (the Application Details card with its Apply Now is far down the page there).
 */
export function StickyApplyBar({ program }: { program: Program }) {
  const texts = useCatalogueTexts();
  return (
    <div
      data-testid="sticky-apply-bar"
      className="fixed inset-x-0 bottom-0 z-20 flex items-center gap-3 border-t bg-background/95 px-4 py-3 shadow-[0_-4px_12px_rgb(0_0_0/0.06)] backdrop-blur supports-[backdrop-filter]:bg-background/85 md:hidden print:hidden"
    >
      <div className="grid min-w-0 flex-1">
        <span dir="auto" className="truncate text-sm font-medium" title={program.name}>
          {program.name}
        </span>
        <span className="truncate text-xs text-muted-foreground">
          {texts.tuition(program.tuitionAed)}
        </span>
      </div>
      <ApplyNowButton programId={String(program.id)} className="shrink-0" />
    </div>
  );
}
