/**
 * The load benchmark: drives the real server over loopback as real clients do and prints what it
 * measured. It judges nothing; docs/PERFORMANCE.md compares the figures with the targets.
 *
 *   npm run build && npm run bench:load -- --sessions 100 --students 30 --interval-ms 2000 --duration-s 60
 */
import { machineSharesBetween, readMachineTime } from './machine-time';
import { readOptions } from './options';
import { printReport } from './report';
import { closeAll, runLoad } from './run';
import { startServerFleet } from './server-fleet';

const options = readOptions(process.argv.slice(2));
const fleet = await startServerFleet(options);
const cpuBefore = process.cpuUsage();
const started = Date.now();
const machineBefore = readMachineTime();
try {
  const { outcome, classrooms } = await runLoad(
    options,
    fleet.urls,
    () => fleet.startMeasuring(),
    () => fleet.cpuSeconds(),
  );
  const servers = await fleet.figures();
  const cpu = process.cpuUsage(cpuBefore);
  const generatorCores = (cpu.user + cpu.system) / 1000 / (Date.now() - started);
  const machine = machineSharesBetween(machineBefore, readMachineTime());
  closeAll(classrooms);
  printReport(options, outcome, servers, Math.round(generatorCores * 100) / 100, machine);
} finally {
  await fleet.stop();
}
process.exit(0);
