import type { FastifyInstance } from 'fastify';
import {
  CONSENT_TEXT_PATHS,
  consentTextInput,
  consentTextKindParams,
} from '../../common/contracts/consent-texts.contract.ts';
import { idParams } from '../../common/contracts/safe-text.ts';
import { requireRight } from '../clinic/clinic-rights.ts';
import type { AppContext } from '../context.ts';
import { HttpError, MESSAGES } from '../http/http-error.ts';
import type { ZodTypeProvider } from '../http/zod-validation.ts';
import {
  addConsentTextVersion,
  consentTextVersions,
  currentConsentTexts,
  findConsentText,
} from './consent-texts.repository.ts';

/**
 * The clinic's consent texts (issue 36): every member reads them (they are the clinic's forms, no
 * patient's data); an owner's edit adds a version, the earlier ones stay as they were.
 */
export function consentTextRoutes(ctx: AppContext) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();

    app.get(CONSENT_TEXT_PATHS.texts, {
      handler: async (request) => ({ texts: await currentConsentTexts(request.clinic) }),
    });

    app.get(CONSENT_TEXT_PATHS.text, {
      schema: { params: idParams },
      handler: async (request) => {
        const text = await findConsentText(request.clinic, request.params.id);
        if (!text) throw new HttpError(404, MESSAGES.notFound);
        return { text };
      },
    });

    app.get(CONSENT_TEXT_PATHS.versions, {
      schema: { params: consentTextKindParams },
      handler: async (request) => ({
        texts: await consentTextVersions(request.clinic, request.params.kind),
      }),
    });

    app.post(CONSENT_TEXT_PATHS.texts, {
      schema: { body: consentTextInput },
      handler: async (request, reply) => {
        requireRight(request, 'manageClinic');
        const text = await addConsentTextVersion(request.clinic, {
          input: request.body,
          createdBy: request.member.userId,
          now: ctx.clock(),
        });
        return reply.code(201).send({ text });
      },
    });
  };
}
