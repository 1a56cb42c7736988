import { useQuery } from '@tanstack/react-query';
import { useTRPC } from './trpc';

/**
 * The catalogue's universities as a select's options (value: the id), from `university.list`, kept
 * five minutes: the marketing kit's pickers in both apps.
 */
export function UniversityOptions() {
  const trpc = useTRPC();
  const universities = useQuery(
    trpc.university.list.queryOptions(undefined, { staleTime: 300_000 }),
  );
  return universities.data?.map((university) => (
    <option key={university.id} value={university.id}>
      {university.name}
    </option>
  ));
}
