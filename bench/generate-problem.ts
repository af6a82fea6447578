import { performance } from 'node:perf_hooks';
import { generateProblem } from '../src/shared/maths/generate-problem';
import { MATH_OPERATIONS } from '../src/shared/maths/operations';
import { createRng } from '../src/shared/maths/rng';

/** Prints how many problems per second the maths core generates, per operation. */
const COUNT = 200_000;
for (const operation of MATH_OPERATIONS) {
  const rng = createRng(1);
  const started = performance.now();
  for (let i = 0; i < COUNT; i += 1)
    generateProblem({ operation, level: (i % 8) + 1, range: { min: 1, max: 100 } }, rng);
  const seconds = (performance.now() - started) / 1000;
  process.stdout.write(
    `${operation.padEnd(16)} ${Math.round(COUNT / seconds).toLocaleString('en')} problems/s\n`,
  );
}
