/** Types of `engine-dependent-tests.mjs` for its tests. */
export const SERVER_TEST_DIRS: string[];

export function engineDependentTestFiles(options?: {
  root?: string;
  dirs?: string[];
}): Promise<{ all: string[]; files: string[] }>;
