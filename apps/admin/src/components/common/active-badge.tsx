import { useLingui } from '@lingui/react/macro';
import { Badge } from '@uniguide/ui';

/** An account's or an agency's state: Active, or Inactive (cannot sign in). */
export function ActiveBadge({ active }: { active: boolean }) {
  const { t } = useLingui();
  return <Badge variant={active ? 'success' : 'neutral'}>{active ? t`Active` : t`Inactive`}</Badge>;
}
