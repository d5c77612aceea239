import type * as z from 'zod/mini';

/**
 * How the API words a request that breaks its contract (400): the server's validation and the
 * MSW mocks say it alike (issue 29: a rule exists once), in zod's English.
 */

const PART_NAMES: Record<string, string> = {
  body: 'request body',
  querystring: 'query',
  params: 'path',
  headers: 'headers',
};

/** One readable line per problem, e.g. `Invalid request body: email: Invalid email address`. */
export function describeIssues(error: z.core.$ZodError, part: string): string {
  const problems = error.issues.map((issue) => {
    const where = issue.path.map(String).join('.');
    return where ? `${where}: ${issue.message}` : issue.message;
  });
  return `Invalid ${PART_NAMES[part] ?? part}: ${problems.join('; ')}`;
}
