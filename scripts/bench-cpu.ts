/**
 * CPU time as Linux counts it (/proc; every figure 0 elsewhere): what a benchmark's work costs the
 * machine, beside the wall time that on a busy machine mostly measures the queue for a core.
 */
import fs from 'node:fs';

/** utime + stime (ms) from a /proc/…/stat line; USER_HZ is 100 on Linux. */
function statCpuMs(file: string): number {
  try {
    const stat = fs.readFileSync(file, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0; // the process or thread ended meanwhile
  }
}

/** CPU time (ms) a process has used so far. */
export const processCpuMs = (pid: string | number): number => statCpuMs(`/proc/${pid}/stat`);

/** The threads of this process (their ids), for `threadsCpuMs`. */
export const ownThreads = (): number[] => (fs.existsSync('/proc/self/task') ? fs.readdirSync('/proc/self/task').map(Number) : []);

/** CPU time (ms) of this process's threads, leaving out `exclude` (a load generator's worker thread). */
export function threadsCpuMs(exclude: readonly number[] = []): number {
  return ownThreads()
    .filter((tid) => !exclude.includes(tid))
    .reduce((ms, tid) => ms + statCpuMs(`/proc/self/task/${tid}/stat`), 0);
}

/** CPU time (ms) of a process and its descendants. */
export function treeCpuMs(root: number): number {
  if (!fs.existsSync('/proc')) return 0;
  const children = new Map<number, number[]>();
  for (const name of fs.readdirSync('/proc').filter((n) => /^\d+$/.test(n))) {
    try {
      const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(name)]);
    } catch {
      // the process ended meanwhile
    }
  }
  let ms = 0;
  for (const queue = [root]; queue.length > 0; ) {
    const pid = queue.pop()!;
    ms += processCpuMs(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return ms;
}

/** CPU time (ms) used so far by each PostgreSQL backend serving a database (their process titles name it), by pid. */
function backendsCpuMs(database: string | null): Map<number, number> {
  const backends = new Map<number, number>();
  if (!database || !fs.existsSync('/proc')) return backends;
  for (const pid of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const title = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (title.startsWith('postgres:') && title.includes(` ${database} `)) backends.set(Number(pid), processCpuMs(pid));
    } catch {
      // the process ended meanwhile
    }
  }
  return backends;
}

/**
 * The CPU time (ms) the PostgreSQL backends serving a database use from now: `since()` sums each
 * backend's own growth, a backend started meanwhile from zero. A sum of all backends read twice was
 * not enough: a backend that ended in between (a pool closing an idle connection) took its whole
 * past with it, and the bench once printed a database cost of −0.083 ms a request.
 */
export function backendCpuFromNow(database: string | null): { since: () => number } {
  const before = backendsCpuMs(database);
  return {
    since: () => {
      let ms = 0;
      for (const [pid, now] of backendsCpuMs(database)) ms += Math.max(0, now - (before.get(pid) ?? 0));
      return ms;
    },
  };
}
