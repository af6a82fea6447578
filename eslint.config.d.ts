import type { Linter } from 'eslint';

/** The import boundaries of docs/ARCHITECTURE.md, for the test that plants forbidden imports. */
export declare const boundaries: Linter.Config[];

declare const config: Linter.Config[];
export default config;
