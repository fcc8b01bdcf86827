/** Types of build-is-current.mjs, for the TypeScript that imports it (tests' server processes). */
export interface Build {
  output: string;
  sources: string[];
  command: string[];
}

export const builds: { web: Build; server: Build };

export function buildIsCurrent(build: Build): boolean;

export function buildWhenStale(
  name: string,
  build: Build,
  options?: { output?: 'inherit' | 'ignore' },
): void;
