import { Link } from '@tanstack/react-router';
import { parseId } from '../../lib/parse-id';

/** The resource id, linked to its console page for the types that have one. */
export function ResourceId({ type, id }: { type: string; id: string | null }) {
  if (id === null) return <span className="text-muted-foreground">—</span>;
  const numeric = parseId(id);
  const linkClass = 'text-primary tabular-nums hover:underline';
  if (numeric !== null && type === 'application') {
    return (
      <Link to="/applications/$applicationId" params={{ applicationId: id }} className={linkClass}>
        {id}
      </Link>
    );
  }
  if (numeric !== null && type === 'user') {
    return (
      <Link to="/users/$userId" params={{ userId: id }} className={linkClass}>
        {id}
      </Link>
    );
  }
  return <span className="tabular-nums">{id}</span>;
}
