import type { MouseEvent, ReactNode } from 'react';
import { Button } from './button';
import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { pageItems } from './page-items';
import { FLIP_IN_RTL } from '../lib/direction';

export interface PaginationProps {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /**
   * The address of a page, when pages have one: the controls are then links, which work without
   * JavaScript too (a server-rendered catalogue); a plain click still calls `onPageChange`.
   */
  hrefFor?: (page: number) => string;
}

/** A click the page handles itself; a modified or middle click opens the link as the browser does. */
function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * Previous, the page numbers and Next under a list; nothing when it fits on one page. Phones get
 * "Page 2 of 7" between Previous and Next instead: nine number buttons do not fit in 375 px.
 */
export function Pagination({ page, totalPages, onPageChange, hrefFor }: PaginationProps) {
  const { t } = useLingui();
  if (totalPages <= 1) return null;

  const control = (
    target: number,
    props: {
      variant: 'outline' | 'default' | 'ghost';
      className?: string;
      disabled?: boolean;
      'aria-label'?: string;
      'aria-current'?: 'page';
    },
    children: ReactNode,
  ) => {
    if (!hrefFor || props.disabled) {
      return (
        <Button size="sm" {...props} onClick={() => onPageChange(target)}>
          {children}
        </Button>
      );
    }
    return (
      <Button size="sm" {...props} asChild>
        <a
          href={hrefFor(target)}
          onClick={(event) => {
            if (!isPlainClick(event)) return;
            event.preventDefault();
            onPageChange(target);
          }}
        >
          {children}
        </a>
      </Button>
    );
  };

  return (
    <nav aria-label={t`Pagination`} className="flex items-center justify-center gap-1">
      {control(
        page - 1,
        { variant: 'outline', disabled: page <= 1 },
        <>
          <ChevronLeftIcon aria-hidden="true" className={FLIP_IN_RTL} />
          <Trans>Previous</Trans>
        </>,
      )}
      <p className="px-3 text-sm text-muted-foreground sm:hidden">
        <Trans>
          Page {page} of {totalPages}
        </Trans>
      </p>
      <ul className="hidden items-center gap-1 sm:flex">
        {pageItems(page, totalPages).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-muted-foreground">
              …
            </li>
          ) : (
            <li key={item}>
              {control(
                item,
                {
                  variant: item === page ? 'default' : 'ghost',
                  className: 'min-w-8',
                  'aria-current': item === page ? 'page' : undefined,
                  'aria-label': t`Page ${item}`,
                },
                item,
              )}
            </li>
          ),
        )}
      </ul>
      {control(
        page + 1,
        { variant: 'outline', disabled: page >= totalPages },
        <>
          <Trans>Next</Trans>
          <ChevronRightIcon aria-hidden="true" className={FLIP_IN_RTL} />
        </>,
      )}
    </nav>
  );
}
