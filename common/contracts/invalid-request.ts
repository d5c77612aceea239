import type * as z from 'zod/mini';

const PART_NAMES: Record<string, string> = {
  body: 'request body',
  querystring: 'query',
  params: 'path',
  headers: 'headers',
};

/**
 * The words of a 400 for a request its contract refuses, one readable line per problem, e.g.
 * `Invalid request body: email: Invalid email address`: the server's validation answers it, and
 * the MSW mocks answer the very same (issue 29). `part` is Fastify's name for the request's part.
 */
export function describeIssues(error: z.core.$ZodError, part: string): string {
  const problems = error.issues.map((issue) => {
    const where = issue.path.map(String).join('.');
    return where ? `${where}: ${issue.message}` : issue.message;
  });
  return `Invalid ${PART_NAMES[part] ?? part}: ${problems.join('; ')}`;
}
