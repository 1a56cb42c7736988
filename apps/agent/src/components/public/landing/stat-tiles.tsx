import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { MARKETING } from '@uniguide/domain';

// The 100% tile next to the process section's 80% is deliberate: docs/product.md §1 shows both figures
// unreconciled, and docs/product.md §11 keeps them as editable content in brand.ts.
const STATS = [
  { key: 'universities', value: MARKETING.universities, label: msg`UAE universities` },
  { key: 'programs', value: MARKETING.programs, label: msg`Programs` },
  {
    key: 'community',
    value: MARKETING.communityStudents,
    label: msg`Students in our UAE community`,
  },
  { key: 'commission', value: MARKETING.statCommission, label: msg`Commission rate` },
  { key: 'rating', value: MARKETING.rating, label: msg`Agent rating` },
] as const;

export function StatTiles() {
  const { t } = useLingui();
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {STATS.map((stat) => (
        <div
          key={stat.key}
          className="grid gap-1 rounded-xl border bg-card p-5 text-center shadow-sm last:col-span-2 sm:last:col-span-1"
        >
          <dt className="order-2 text-sm text-muted-foreground">{t(stat.label)}</dt>
          {/* "31+", "5/5": figures read left to right in both languages. */}
          <dd dir="ltr" className="order-1 text-3xl font-bold tracking-tight text-primary">
            {stat.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
