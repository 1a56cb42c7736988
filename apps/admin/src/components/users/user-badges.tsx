import { Badge } from '@uniguide/ui';

export function RoleBadge({ role }: { role: 'agent' | 'admin' }) {
  return (
    <Badge variant={role === 'admin' ? 'info' : 'outline'} className="capitalize">
      {role}
    </Badge>
  );
}
