import { parseArgs } from 'node:util';
import { INSIGHT_REFRESH_MS } from '../../src/shared/contracts/insight';
import { STUDENT_LIST_REFRESH_MS } from '../../src/shared/contracts/socket-events';

/** What one run of the load benchmark does. */
export interface LoadOptions {
  readonly sessions: number;
  readonly students: number;
  /** Each student answers once per interval (steady mode). */
  readonly intervalMs: number;
  readonly durationS: number;
  /** Burst mode: every student answers within one second of a question opening, `questions` times. */
  readonly burst: boolean;
  readonly questions: number;
  /** The students of the run join spread over this window. */
  readonly joinWithinMs: number;
  /** Server processes; more than one needs --database-url and --redis-url. */
  readonly processes: number;
  readonly databaseUrl: string | undefined;
  readonly redisUrl: string | undefined;
  /**
   * Seconds of answering by a small class on each process before the measured run (0: none), as
   * servers that have run lessons before meet a new one; nothing of it is measured.
   */
  readonly warmUpS: number;
  /** When set, each server process writes a V8 CPU profile into this folder as it stops. */
  readonly cpuProfileDir: string | undefined;
  /**
   * While students answer, each teacher asks for the class insight once per this many ms, as the
   * dashboard does (INSIGHT_REFRESH_MS); 0: never, to measure what it costs.
   */
  readonly insightEveryMs: number;
  /**
   * Each teacher reads the student list as the dashboard does: again when a live event marks it
   * stale, at most once per this many ms (STUDENT_LIST_REFRESH_MS), and at least every 15 s; 0:
   * never, to measure what it costs.
   */
  readonly studentListEveryMs: number;
  /**
   * After the D s of answering, the same students answer D s more while one more student, in the
   * first session, sends requests as fast as it can in every other 10 s (hostile-student.ts), so
   * that their replies with and without it compare over the same minutes; steady mode only.
   */
  readonly hostile: boolean;
  /**
   * The server keeps its per-address limits and seats per class (as in a school), every client
   * comes from its one address, and one child's script (hostile-school.ts) attacks while the
   * students answer, with an honest newcomer pupil and teacher probing every 5 s; steady mode only.
   */
  readonly hostileSchool: boolean;
  /**
   * The folder of the build to start (its `dist/` and `node_modules/`): the project's own by
   * default, or an older build's checkout, so that two builds are measured by the same clients.
   */
  readonly serverDir: string | undefined;
  /**
   * The servers' LOG_LEVEL: `info`, the server's default, as `npm start` runs it; their lines go
   * through a pipe, as to a service manager's log, and those at `warn` and above are shown.
   */
  readonly logLevel: string;
}

const USAGE = `Usage: npm run bench:load -- [--sessions S] [--students P] [--interval-ms T]
  [--duration-s D] [--burst [--questions Q]] [--join-within-ms J]
  [--processes N --database-url postgres://... --redis-url redis://...] [--warm-up-s W]
  [--cpu-prof DIR] [--insight-every-ms M] [--student-list-every-ms L] [--hostile | --hostile-school]
  [--server-dir DIR] [--log-level L]`;

/** Reads the command line; prints the usage and exits on anything it does not understand. */
export function readOptions(args: readonly string[]): LoadOptions {
  try {
    const { values } = parseArgs({
      args: [...args],
      options: {
        sessions: { type: 'string', default: '10' },
        students: { type: 'string', default: '30' },
        'interval-ms': { type: 'string', default: '2000' },
        'duration-s': { type: 'string', default: '20' },
        burst: { type: 'boolean', default: false },
        questions: { type: 'string', default: '5' },
        'join-within-ms': { type: 'string', default: '5000' },
        processes: { type: 'string', default: '1' },
        'database-url': { type: 'string' },
        'redis-url': { type: 'string' },
        'warm-up-s': { type: 'string', default: '0' },
        'cpu-prof': { type: 'string' },
        'insight-every-ms': { type: 'string', default: String(INSIGHT_REFRESH_MS) },
        'student-list-every-ms': { type: 'string', default: String(STUDENT_LIST_REFRESH_MS) },
        hostile: { type: 'boolean', default: false },
        'hostile-school': { type: 'boolean', default: false },
        'server-dir': { type: 'string' },
        'log-level': { type: 'string', default: 'info' },
        help: { type: 'boolean', default: false },
      },
      strict: true,
    });
    if (values.help) {
      process.stdout.write(`${USAGE}\n`);
      process.exit(0);
    }
    const options: LoadOptions = {
      sessions: positive(values.sessions, 'sessions'),
      students: positive(values.students, 'students'),
      intervalMs: positive(values['interval-ms'], 'interval-ms'),
      durationS: positive(values['duration-s'], 'duration-s'),
      burst: values.burst,
      questions: positive(values.questions, 'questions'),
      joinWithinMs: positive(values['join-within-ms'], 'join-within-ms'),
      processes: positive(values.processes, 'processes'),
      databaseUrl: values['database-url'],
      redisUrl: values['redis-url'],
      warmUpS: nonNegative(values['warm-up-s'], 'warm-up-s'),
      cpuProfileDir: values['cpu-prof'],
      insightEveryMs: nonNegative(values['insight-every-ms'], 'insight-every-ms'),
      studentListEveryMs: nonNegative(values['student-list-every-ms'], 'student-list-every-ms'),
      hostile: values.hostile,
      hostileSchool: values['hostile-school'],
      serverDir: values['server-dir'],
      logLevel: values['log-level'],
    };
    if ((options.hostile || options.hostileSchool) && options.burst)
      throw new Error('--hostile and --hostile-school run in steady mode only');
    if (options.hostile && options.hostileSchool)
      throw new Error('--hostile and --hostile-school are separate runs');
    if (options.hostileSchool && options.sessions < 3)
      throw new Error('--hostile-school needs at least 3 sessions');
    if (options.processes > 1 && (!options.databaseUrl || !options.redisUrl))
      throw new Error('several processes need --database-url and --redis-url');
    return options;
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n${USAGE}\n`);
    process.exit(2);
  }
}

function nonNegative(text: string, name: string): number {
  const value = Number(text);
  if (!Number.isFinite(value) || value < 0) throw new Error(`--${name} must not be negative`);
  return value;
}

function positive(text: string, name: string): number {
  const value = Number(text);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`);
  return value;
}
