import { MARKETING } from '@uniguide/domain';

// The 100% tile next to the process section's 80% is deliberate: docs/product.md §1 shows both figures
// unreconciled, and docs/product.md §11 keeps them as editable content in brand.ts.
const STATS = [
  { value: MARKETING.universities, label: 'UAE universities' },
  { value: MARKETING.programs, label: 'Programs' },
  { value: MARKETING.communityStudents, label: 'Students in our UAE community' },
  { value: MARKETING.statCommission, label: 'Commission rate' },
  { value: MARKETING.rating, label: 'Agent rating' },
] as const;

export function StatTiles() {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {STATS.map((stat) => (
        <div
          key={stat.label}
          className="grid gap-1 rounded-xl border bg-card p-5 text-center shadow-sm last:col-span-2 sm:last:col-span-1"
        >
          <dt className="order-2 text-sm text-muted-foreground">{stat.label}</dt>
          <dd className="order-1 text-3xl font-bold tracking-tight text-primary">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
