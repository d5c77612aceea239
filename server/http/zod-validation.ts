import type { FastifyInstance, FastifyTypeProvider } from 'fastify';
import type { z } from 'zod';
import { HttpError } from './http-error.ts';

/** Route schemas are the shared zod contracts; handlers see their parsed output types. */
export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.ZodType ? z.input<this['schema']> : unknown;
}

const PART_NAMES: Record<string, string> = {
  body: 'request body',
  querystring: 'query',
  params: 'path',
  headers: 'headers',
};

/** One readable line per problem, e.g. `email: Invalid email address`. */
export function describeIssues(error: z.ZodError, part: string): string {
  const problems = error.issues.map((issue) => {
    const where = issue.path.map(String).join('.');
    return where ? `${where}: ${issue.message}` : issue.message;
  });
  return `Invalid ${PART_NAMES[part] ?? part}: ${problems.join('; ')}`;
}

/** Fastify validates every declared body, query and params with its zod schema (no Ajv). */
export function useZodValidation(app: FastifyInstance): void {
  app.setValidatorCompiler(({ schema, httpPart }) => {
    const zod = schema as unknown as z.ZodType;
    return (data: unknown) => {
      const result = zod.safeParse(data);
      if (result.success) return { value: result.data };
      return { error: new HttpError(400, describeIssues(result.error, httpPart ?? 'body')) };
    };
  });
}
