import fs from 'node:fs';

/** How the machine's CPU time went during a run, as shares of all its cores' time (0-1). */
export interface MachineShares {
  /** Used by every process on the machine (user, system, interrupts). */
  readonly busy: number;
  readonly idle: number;
  /**
   * Taken by the virtual machine's host for other guests: time a core was ready to run but not
   * given. A run with much of it measured a slower machine than the same one on a quiet host.
   */
  readonly stolen: number;
}

/** The machine's CPU time counters so far (Linux's /proc/stat); undefined elsewhere. */
export function readMachineTime(): readonly number[] | undefined {
  try {
    const total = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
    return total.trim().split(/\s+/).slice(1, 9).map(Number);
  } catch {
    return undefined;
  }
}

/** The shares between two readings of readMachineTime. */
export function machineSharesBetween(
  before: readonly number[] | undefined,
  after: readonly number[] | undefined,
): MachineShares | undefined {
  if (before === undefined || after === undefined) return undefined;
  // user, nice, system, idle, iowait, irq, softirq, steal
  const used = after.map((value, index) => value - (before[index] ?? 0));
  const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0] =
    used;
  const all = user + nice + system + idle + iowait + irq + softirq + steal;
  if (all <= 0) return undefined;
  const share = (value: number) => Math.round((value / all) * 1000) / 1000;
  return {
    busy: share(user + nice + system + irq + softirq),
    idle: share(idle + iowait),
    stolen: share(steal),
  };
}
