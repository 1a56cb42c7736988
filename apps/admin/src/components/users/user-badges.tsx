import { Badge } from '@uniguide/ui';

export function ActiveBadge({ active }: { active: boolean }) {
  return <Badge variant={active ? 'success' : 'neutral'}>{active ? 'Active' : 'Inactive'}</Badge>;
}

export function RoleBadge({ role }: { role: 'agent' | 'admin' }) {
  return (
    <Badge variant={role === 'admin' ? 'info' : 'outline'} className="capitalize">
      {role}
    </Badge>
  );
}
