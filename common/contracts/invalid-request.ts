import type * as z from 'zod/mini';

/**
 * The 400 answer's words for a request part its contract refused, as the server states them and
 * the MSW mocks repeat them (issue 29: one message, one place).
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
