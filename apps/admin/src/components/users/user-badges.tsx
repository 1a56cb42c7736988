import { useLingui } from '@lingui/react/macro';
import { Badge } from '@uniguide/ui';

export function RoleBadge({ role }: { role: 'agent' | 'admin' }) {
  const { t } = useLingui();
  return (
    <Badge variant={role === 'admin' ? 'info' : 'outline'} className="capitalize">
      {role === 'admin' ? t`admin` : t`agent`}
    </Badge>
  );
}
