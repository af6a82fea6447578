import { drawFact, enumerateFacts, isFactOfSpec, type ProblemSpec } from './fact-domain';
import {
  factFromKey,
  groupFacts,
  nextFactOf,
  type Fact,
  type FactGroups,
  type SchedulerState,
} from './fact-scheduler';
import { problemForFact, type Problem } from './generate-problem';
import { tierOf } from './levels';
import type { Rng } from './rng';

/**
 * The most facts listed for the scheduler to choose among. Every range up to 1-20 (at most 400
 * facts) and every times table fits; wider additions and subtractions (thousands to hundreds of
 * thousands of facts) are sampled instead, which also keeps the server's cost per answer flat.
 */
export const MAX_LISTED_FACTS = 500;

/** How many facts are drawn when a spec has too many to list. */
export const SAMPLED_FACTS = 40;

/**
 * The problem to ask at question `questionIndex`: the scheduler's choice (a due missed fact
 * first, never the fact asked last, otherwise favouring facts not yet fluent) among the spec's
 * facts, with its choices. Deterministic in the state, the spec, the rng and the index.
 */
export function scheduledProblem(
  state: SchedulerState,
  spec: ProblemSpec,
  rng: Rng,
  questionIndex: number,
): Problem {
  const listed = listedGroups(spec);
  const groups = listed ?? groupFacts(sampledFacts(state, spec, rng));
  return problemForFact(nextFactOf(state, groups, rng, questionIndex), spec.level, rng);
}

/**
 * Every fact of the spec, or, when there are too many to list, a sample drawn as a random
 * question would be, together with the pupil's missed facts that still belong to the spec.
 */
export function candidateFacts(state: SchedulerState, spec: ProblemSpec, rng: Rng): Fact[] {
  return enumerateFacts(spec, MAX_LISTED_FACTS) ?? sampledFacts(state, spec, rng);
}

function sampledFacts(state: SchedulerState, spec: ProblemSpec, rng: Rng): Fact[] {
  const missed = state.missed
    .map((entry) => factFromKey(entry.key))
    .filter((fact): fact is Fact => fact !== undefined && isFactOfSpec(fact, spec));
  const sample = Array.from({ length: SAMPLED_FACTS }, () => drawFact(spec, rng));
  return [...missed, ...sample];
}

/** How many specs' grouped facts are kept: a class has at most a dozen operations. */
const CACHED_SPECS = 64;
const groupsBySpec = new Map<string, FactGroups | null>();

/**
 * The spec's listed facts grouped by key, or null when it has too many to list. Remembered for
 * the last CACHED_SPECS specs (a pure function of the spec), as the server asks it at every
 * answer of every pupil.
 */
function listedGroups(spec: ProblemSpec): FactGroups | null {
  const { range } = spec;
  const id = `${spec.operation}:${String(tierOf(spec.level))}:${String(range?.min)}:${String(range?.max)}`;
  const cached = groupsBySpec.get(id);
  if (cached !== undefined) return cached;
  const listed = enumerateFacts(spec, MAX_LISTED_FACTS);
  const groups = listed === undefined ? null : groupFacts(listed);
  if (groupsBySpec.size >= CACHED_SPECS) groupsBySpec.clear();
  groupsBySpec.set(id, groups);
  return groups;
}
