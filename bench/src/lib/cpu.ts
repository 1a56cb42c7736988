import { readFileSync } from 'node:fs';

/** Clock ticks per second of /proc/<pid>/stat times (USER_HZ: 100 on every Linux build that matters). */
const TICKS_PER_SECOND = 100;

/**
 * CPU time a process (all its threads, living and ended) has used, in ms: user + system from
 * /proc/<pid>/stat (Linux); null once the process is gone.
 */
export function readCpuMs(pid: number): number | null {
  try {
    return parseCpuMs(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return null;
  }
}

export function parseCpuMs(stat: string): number | null {
  // The command name (field 2) is in parentheses and may hold spaces: fields count from its end.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const user = Number(fields[11]);
  const system = Number(fields[12]);
  if (!Number.isFinite(user) || !Number.isFinite(system)) return null;
  return ((user + system) * 1000) / TICKS_PER_SECOND;
}
