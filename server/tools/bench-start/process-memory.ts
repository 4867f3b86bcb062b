import { readdirSync, readFileSync } from 'node:fs';

// The resident memory of one process, in MiB, from /proc (Linux); undefined once it has ended.
function residentMiB(pid: string): number | undefined {
  try {
    const kb = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb === undefined ? undefined : Number(kb) / 1024;
  } catch {
    return undefined;
  }
}

/**
 * The resident memory of every process of a process group, in MiB: the server and whatever it started (a TypeScript
 * loader's parent process, a build service), so that a start that leaves a helper process running pays for it.
 */
export function groupResidentMiB(pgid: number): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const group = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]);
      if (group === pgid) total += residentMiB(entry) ?? 0;
    } catch {
      // The process ended meanwhile.
    }
  }
  return total;
}
