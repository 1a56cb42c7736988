import { Badge } from '@uniguide/ui';

/** An account's or an agency's state: Active, or Inactive (cannot sign in). */
export function ActiveBadge({ active }: { active: boolean }) {
  return <Badge variant={active ? 'success' : 'neutral'}>{active ? 'Active' : 'Inactive'}</Badge>;
}
