import { randomBytes } from 'node:crypto';

/**
 * Who wrote a temporary file or folder: the process id, and an instance id made when the process
 * started. The pid alone cannot tell a crashed process from its successor when both had the same one
 * — in a container the server is PID 1 on every start — so the start-up sweep also compares the
 * instance (docs/decisions/034-mail-pace-tokens-and-restarts.md).
 */
export interface ProcessOwner {
  pid: number;
  instance: string;
}

/** This process: its pid and an instance id no earlier process had. */
export const THIS_PROCESS: ProcessOwner = {
  pid: process.pid,
  instance: randomBytes(6).toString('hex'),
};

/** `<pid>.<instance>`, the owner as it is written into a temporary name. */
export function ownerTag(owner: ProcessOwner = THIS_PROCESS): string {
  return `${owner.pid}.${owner.instance}`;
}

/**
 * The owner a name `<prefix><pid>.<instance>-…` carries; an older name `<prefix><pid>-…` has no
 * instance. Null when the name carries no owner.
 */
export function ownerOf(name: string, prefix: string): { pid: number; instance?: string } | null {
  if (!name.startsWith(prefix)) return null;
  const match = /^(\d+)(?:\.([0-9a-f]+))?-/.exec(name.slice(prefix.length));
  if (!match?.[1]) return null;
  return { pid: Number(match[1]), instance: match[2] };
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: a process of another user holds that id, so it is alive.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Whether the process that wrote a name is gone: another instance with this process's own pid is an
 * earlier run (two processes never hold one pid at once); any other pid is gone when nothing runs
 * under it.
 */
export function isOwnerGone(owner: { pid: number; instance?: string }): boolean {
  if (owner.pid === THIS_PROCESS.pid) return owner.instance !== THIS_PROCESS.instance;
  return !isRunning(owner.pid);
}
