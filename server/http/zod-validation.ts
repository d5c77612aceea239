import type { FastifyInstance, FastifyTypeProvider } from 'fastify';
import * as z from 'zod/mini';
import { describeIssues } from '../../common/contracts/invalid-request.ts';
import { HttpError } from './http-error.ts';

export { describeIssues };

/**
 * The contracts use `zod/mini`, which has no messages of its own: the server answers a 400 in
 * zod's English, whether or not a classic `zod` schema was built before the first request.
 */
z.config(z.locales.en());

/**
 * Route schemas are the shared zod contracts (`zod/mini`) or the server's own (classic `zod`):
 * handlers see their parsed output types either way.
 */
export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.core.$ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.core.$ZodType ? z.input<this['schema']> : unknown;
}

/** Fastify validates every declared body, query and params with its zod schema (no Ajv). */
export function useZodValidation(app: FastifyInstance): void {
  app.setValidatorCompiler(({ schema, httpPart }) => {
    const zod = schema as unknown as z.ZodMiniType;
    return (data: unknown) => {
      const result = zod.safeParse(data);
      if (result.success) return { value: result.data };
      return { error: new HttpError(400, describeIssues(result.error, httpPart ?? 'body')) };
    };
  });
}
