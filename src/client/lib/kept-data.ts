import { safeParse, type GenericSchema } from 'valibot';

/** How data kept on the device is read: its current version and schema, and upgrades from older ones. */
export interface KeptDataDefinition<T> {
  readonly version: number;
  readonly schema: GenericSchema<unknown, T>;
  /**
   * Upgrades by the version they start from: `migrations[1]` turns version-1 data into the next
   * version's shape. A version with no step (or a step that returns undefined) is dropped.
   */
  readonly migrations?: Readonly<Record<number, (data: unknown) => unknown>>;
}

/**
 * Data kept at `fromVersion`, upgraded step by step to the definition's version and checked
 * against its schema; undefined when a step is missing or gives up, or the result does not fit.
 * The one upgrade rule of what the device keeps, in localStorage and in its database.
 */
export function upgradedData<T>(
  fromVersion: number,
  data: unknown,
  { version, schema, migrations = {} }: KeptDataDefinition<T>,
): T | undefined {
  let upgraded = data;
  for (let from = fromVersion; from < version; from += 1) {
    const step = migrations[from];
    upgraded = step === undefined ? undefined : step(upgraded);
    if (upgraded === undefined) return undefined;
  }
  const parsed = safeParse(schema, upgraded);
  return parsed.success ? parsed.output : undefined;
}
