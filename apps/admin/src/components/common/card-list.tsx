import type { ReactNode } from 'react';

/**
 * A list as cards, for phones (the twin of ListTable): one card per item (`children` renders its
 * `<li>`, key included), or one line saying the list is empty.
 */
export function CardList<T>({
  label,
  items,
  emptyText,
  children: renderCard,
}: {
  /** The list's accessible name ("Programs"). */
  label: string;
  items: readonly T[];
  emptyText: ReactNode;
  children: (item: T) => ReactNode;
}) {
  if (items.length === 0) {
    return <p className="px-4 py-12 text-center text-muted-foreground">{emptyText}</p>;
  }
  return (
    <ul className="divide-y" aria-label={label}>
      {items.map((item) => renderCard(item))}
    </ul>
  );
}

/** One labelled figure of a card's `<dl>`: the small grey label, then the value. */
export function CardField({
  label,
  className,
  valueClassName,
  children,
}: {
  label: string;
  className?: string;
  valueClassName?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className={valueClassName}>{children}</dd>
    </div>
  );
}
