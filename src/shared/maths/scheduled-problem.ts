import { drawFact, enumerateFacts, isFactInRange, type ProblemSpec } from './fact-domain';
import {
  factFromKey,
  groupFacts,
  nextFactOf,
  type Fact,
  type FactGroups,
  type Moment,
  type SchedulerState,
} from './fact-scheduler';
import { problemForFact, type Problem } from './generate-problem';
import type { Rng } from './rng';

/**
 * The most facts listed for the scheduler to choose among. Every range up to 1-20 (at most 400
 * facts) and any choice of times tables over such a range fits; wider ranges (up to 10,000 facts)
 * are sampled instead, which also keeps the server's cost per answer flat.
 */
export const MAX_LISTED_FACTS = 500;

/** How many facts are drawn when a spec has too many to list. */
export const SAMPLED_FACTS = 40;

/**
 * The problem to ask at `moment`: the scheduler's choice (see nextFact: a new one, easiest first,
 * or the next due fact in the review order (see reviewOf), never the fact asked last, and the `favoured` fact
 * keys about every other question) among the spec's facts, with its choices. Deterministic in
 * the state, the spec, the rng, the moment and the favoured keys.
 */
export function scheduledProblem(
  state: SchedulerState,
  spec: ProblemSpec,
  rng: Rng,
  moment: Moment,
  favoured?: ReadonlySet<string>,
): Problem {
  const listed = listedGroups(spec) ?? groupFacts(sampledFacts(spec, rng));
  const groups = withNamedFacts(listed, spec, [
    ...state.missed.map((entry) => entry.key),
    ...(favoured ?? []),
  ]);
  const fact = nextFactOf(state, groups, rng, moment, favoured);
  return problemForFact(fact, spec.level, rng);
}

/**
 * Every fact of the spec, or, when there are too many to list, a sample drawn as a random
 * question would be.
 */
export function candidateFacts(spec: ProblemSpec, rng: Rng): Fact[] {
  return enumerateFacts(spec, MAX_LISTED_FACTS) ?? sampledFacts(spec, rng);
}

function sampledFacts(spec: ProblemSpec, rng: Rng): Fact[] {
  return Array.from({ length: SAMPLED_FACTS }, () => drawFact(spec, rng));
}

/**
 * The groups with the named facts (the student's missed ones and the favoured ones) added where
 * the spec holds them and a sample of a wide range does not: a missed fact always comes back.
 */
function withNamedFacts(
  groups: FactGroups,
  spec: ProblemSpec,
  keys: readonly string[],
): FactGroups {
  let merged: Map<string, readonly Fact[]> | undefined;
  for (const key of keys) {
    if (groups.has(key) || merged?.has(key) === true) continue;
    const fact = factFromKey(key);
    if (fact === undefined || !isFactInRange(fact, spec)) continue;
    merged ??= new Map(groups);
    merged.set(key, [fact]);
  }
  return merged ?? groups;
}

/** How many specs' grouped facts are kept: a class has at most a dozen operations. */
const CACHED_SPECS = 64;
const groupsBySpec = new Map<string, FactGroups | null>();

/**
 * The spec's listed facts grouped by key, or null when it has too many to list. Remembered for
 * the last CACHED_SPECS specs (a pure function of the spec), as the server asks it at every
 * answer of every student.
 */
function listedGroups(spec: ProblemSpec): FactGroups | null {
  const { range, tables } = spec;
  const id = `${spec.operation}:${String(range?.min)}:${String(range?.max)}:${String(tables)}`;
  const cached = groupsBySpec.get(id);
  if (cached !== undefined) return cached;
  const listed = enumerateFacts(spec, MAX_LISTED_FACTS);
  const groups = listed === undefined ? null : groupFacts(listed);
  if (groupsBySpec.size >= CACHED_SPECS) groupsBySpec.clear();
  groupsBySpec.set(id, groups);
  return groups;
}
