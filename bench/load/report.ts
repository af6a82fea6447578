import type { MachineShares } from './machine-time';
import type { LoadOptions } from './options';
import { SETTLED_AFTER_MS } from './recorder';
import type { RunOutcome } from './run';
import type { ServerFigures } from './server-fleet';
import { distribution, type Distribution } from './stats';

/** Prints the run as a table for people and as one JSON line (prefixed LOAD_RESULT) for tools. */
export function printReport(
  options: LoadOptions,
  outcome: RunOutcome,
  servers: readonly ServerFigures[],
  generatorCores: number,
  machine: MachineShares | undefined,
): void {
  const { recorder } = outcome;
  const latencies: Record<string, Distribution> = {
    'join reply': distribution(recorder.joinReply),
    'first question': distribution(recorder.firstQuestion),
    'answer reply': distribution(recorder.answerReply),
    [`answer reply after ${SETTLED_AFTER_MS / 1000} s`]: distribution(recorder.settledAnswerReply),
    ...(outcome.hostile === undefined
      ? {}
      : {
          'answer, hostile off': distribution(recorder.answerReplyHostileOff),
          'answer, hostile on': distribution(recorder.answerReplyHostileOn),
        }),
    'answer → teacher event': distribution(recorder.teacherEvent),
    'teacher insight reply': distribution(recorder.insightReply),
    'teacher student list reply': distribution(recorder.studentListReply),
  };
  const result = {
    options,
    students: options.sessions * options.students,
    joinsPerSecond: round(recorder.joinReply.length / outcome.joinSeconds),
    answersPerSecond: round(recorder.answersConfirmed / outcome.answerSeconds),
    answersConfirmed: recorder.answersConfirmed,
    serverCpuUsPerJoin: Math.round(
      (outcome.joinCpuSeconds * 1e6) / Math.max(1, recorder.joinReply.length),
    ),
    serverCpuUsPerAnswer: Math.round(
      (outcome.answerCpuSeconds * 1e6) / Math.max(1, recorder.answersConfirmed),
    ),
    answersCounted: outcome.answersCounted,
    teacherEventsMissing: outcome.teacherEventsMissing,
    latencyMs: latencies,
    errors: Object.fromEntries(recorder.errors),
    hostileReplies: outcome.hostile === undefined ? undefined : Object.fromEntries(outcome.hostile),
    schoolScript:
      outcome.school === undefined ? undefined : Object.fromEntries(outcome.school.script),
    honestNewcomers:
      outcome.school === undefined
        ? undefined
        : {
            pupilConnectMs: distribution(outcome.school.probes.pupilConnectMs),
            teacherConnectMs: distribution(outcome.school.probes.teacherConnectMs),
            refused: Object.fromEntries(outcome.school.probes.refused),
          },
    disconnects: recorder.disconnects,
    servers,
    generatorCores,
    machine,
  };
  const lines = [
    `students ${result.students} in ${options.sessions} sessions, ${options.processes} process(es), ` +
      (options.databaseUrl === undefined ? 'SQLite' : 'PostgreSQL') +
      `${options.redisUrl === undefined ? '' : ' + Redis'}, ` +
      (options.burst
        ? `burst: ${options.questions} questions, all answered within 1 s`
        : `answering every ${options.intervalMs} ms for ${options.durationS} s`) +
      (options.warmUpS > 0 ? `, after a warm-up of ${options.warmUpS} s` : '') +
      (options.hostile
        ? `, then ${options.durationS} s more with one hostile student in every other 10 s`
        : '') +
      (options.hostileSchool
        ? ", all from one address with its limits on, beside one child's script"
        : ''),
    `joins/s ${result.joinsPerSecond}   answers/s ${result.answersPerSecond}   ` +
      `confirmed ${result.answersConfirmed}   counted by the server ${result.answersCounted}   ` +
      `teacher events missing ${result.teacherEventsMissing}`,
    '',
    `${'latency (ms)'.padEnd(24)}${['count', 'p50', 'p95', 'p99', 'max'].map((h) => h.padStart(9)).join('')}`,
    ...Object.entries(latencies).map(
      ([name, d]) =>
        `${name.padEnd(24)}${[d.count, d.p50, d.p95, d.p99, d.max].map((v) => String(v).padStart(9)).join('')}`,
    ),
    '',
    `errors ${JSON.stringify(result.errors)}   disconnects ${result.disconnects}`,
    ...(result.hostileReplies === undefined
      ? []
      : [`hostile student's replies ${JSON.stringify(result.hostileReplies)}`]),
    ...(result.schoolScript === undefined || result.honestNewcomers === undefined
      ? []
      : [
          `school script's outcomes ${JSON.stringify(result.schoolScript)}`,
          `honest newcomers: pupil join to live ${JSON.stringify(result.honestNewcomers.pupilConnectMs)} ms, ` +
            `teacher live ${JSON.stringify(result.honestNewcomers.teacherConnectMs)} ms, ` +
            `refused ${JSON.stringify(result.honestNewcomers.refused)}`,
        ]),
    `server CPU per join while joining (live connections and first questions included): ` +
      `${result.serverCpuUsPerJoin} µs`,
    `server CPU per answer while answering (all processes, teachers' reads included): ` +
      `${result.serverCpuUsPerAnswer} µs`,
    ...servers.map(
      (server, index) =>
        `server ${index + 1}: CPU ${server.cpuCores} cores   peak RSS ${server.peakRssMb} MB   ` +
        `event-loop lag p99 ${server.eventLoopLagP99Ms} ms, max ${server.eventLoopLagMaxMs} ms`,
    ),
    `load generator: CPU ${generatorCores} cores`,
    machine === undefined
      ? 'machine: no CPU time counters here'
      : `machine: busy ${percent(machine.busy)}, idle ${percent(machine.idle)}, ` +
        `stolen by the host ${percent(machine.stolen)} of all cores' time`,
    `LOAD_RESULT ${JSON.stringify(result)}`,
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

function percent(share: number): string {
  return `${(share * 100).toFixed(1)} %`;
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}
