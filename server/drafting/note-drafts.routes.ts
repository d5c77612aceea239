import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  DRAFT_PURGED,
  DRAFTING_MESSAGES,
  DRAFTING_PATHS,
  draftRequest,
  type DraftingRefusal,
  type NoteDraft,
} from '../../common/contracts/drafting.contract.ts';
import { sessionHasBegun } from '../../common/contracts/encounters.contract.ts';
import { readClinic } from '../clinic/clinic-profile.repository.ts';
import type { AppContext } from '../context.ts';
import { HttpError } from '../http/http-error.ts';
import type { ZodTypeProvider } from '../http/zod-validation.ts';
import { idParams } from '../notes/note-access.ts';
import { liveNoteOfEncounter } from '../notes/notes.repository.ts';
import { recordAccess } from '../patients/record-access.repository.ts';
import { draftWithChosenProvider } from './draft-provider-choice.ts';
import { ownDraft, ownSession } from './note-draft-access.ts';
import {
  insertNoteDraft,
  recordingAiConsentInForce,
  transcriptOf,
  transcriptStillHeld,
  type StoredNoteDraft,
} from './note-drafts.repository.ts';

/**
 * A 409 the page words from its code. `note-signed` is the notes' own refusal (a signed note
 * takes addenda only), answered with a code here so the page can say it without a new draft.
 */
const refuse = (code: DraftingRefusal, message: string) => new HttpError(409, message, { code });

/** What the author sees: the draft without the row's patient. */
const answerOf = ({
  patientId: _patientId,
  purgedAt: _purgedAt,
  ...draft
}: StoredNoteDraft): { draft: NoteDraft } => ({ draft });

const noTranscript = () => refuse('no-transcript', DRAFTING_MESSAGES.noTranscript);

/** The client went away before the draft was ready: nobody reads this answer. */
const answerAborted = (reply: FastifyReply) =>
  reply.code(499).send({ message: 'The request was closed before the draft was ready.' });

/**
 * AI drafting (issue 11, CLINICAL.md decision 4): the session's clinician drafts its note from a
 * transcript or a typed summary; the draft, its provider, model and input are kept, and only its
 * author reads it again. The endpoint answers once with the whole draft (the external model's
 * streaming stays on the server); closing the request cancels the model's call.
 */
export function noteDraftRoutes(ctx: AppContext) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();

    app.post(DRAFTING_PATHS.sessionDraft, {
      schema: { params: idParams, body: draftRequest },
      handler: async (request, reply) => {
        const clinic = request.clinic;
        const encounter = await ownSession(request, clinic, request.params.id);
        const { settings } = await readClinic(clinic);
        if (settings.aiDrafting === 'off') {
          throw refuse('ai-off', DRAFTING_MESSAGES.aiOff);
        }
        if (!sessionHasBegun(encounter.status)) {
          throw refuse('session-not-under-way', DRAFTING_MESSAGES.notBegun(encounter.status));
        }
        const live = await liveNoteOfEncounter(clinic, encounter.id);
        if (live?.status === 'signed') {
          throw refuse('note-signed', DRAFTING_MESSAGES.noteSigned);
        }
        const { format, source } = request.body;
        const input =
          source.kind === 'summary'
            ? source.text
            : await transcriptOf(clinic, encounter.id, source.recordingId);
        if (input === null) throw noTranscript();

        const patientId = encounter.patient.id;
        const closed = new AbortController();
        const onClose = () => {
          if (!reply.raw.writableEnded) closed.abort();
        };
        reply.raw.on('close', onClose);
        let chosen;
        try {
          chosen = await draftWithChosenProvider(
            ctx.drafting,
            {
              setting: settings.aiDrafting,
              consentInForce: () => recordingAiConsentInForce(clinic, patientId),
            },
            {
              format,
              text: input,
              styleInstructions: settings.noteStyleInstructions,
              signal: closed.signal,
            },
          );
        } catch (error) {
          // The model's call, or the offline drafter before it starts, gave up on the closed request.
          if (closed.signal.aborted) return answerAborted(reply);
          throw error;
        } finally {
          reply.raw.off('close', onClose);
        }
        if (closed.signal.aborted) return answerAborted(reply);

        const { userId } = request.member;
        const now = ctx.clock();
        const draft = await clinic.transaction(async (tx) => {
          // Retention may have removed the transcript while it was being drafted: keep no copy.
          if (
            source.kind === 'transcript' &&
            !(await transcriptStillHeld(tx, encounter.id, source.recordingId))
          ) {
            throw noTranscript();
          }
          const stored = await insertNoteDraft(tx, {
            encounterId: encounter.id,
            patientId,
            authorId: userId,
            source,
            input,
            outcome: chosen,
            offlineReason: chosen.offlineReason,
            now,
          });
          await recordAccess(tx, { userId, patientId, action: 'create', at: now });
          return stored;
        });
        return reply.code(201).send(answerOf(draft));
      },
    });

    app.get(DRAFTING_PATHS.draft, {
      schema: { params: idParams },
      handler: async (request) => {
        const clinic = request.clinic;
        const draft = await ownDraft(request, clinic, request.params.id);
        if (draft.purgedAt !== null) {
          // Nothing of the transcript is left to read, so nothing is written in the trail.
          throw new HttpError(
            410,
            'This draft’s transcript was removed under the clinic’s transcript retention, and the draft’s text with it.',
            { code: DRAFT_PURGED },
          );
        }
        await recordAccess(clinic, {
          userId: request.member.userId,
          patientId: draft.patientId,
          action: 'read-note-draft',
          at: ctx.clock(),
          record: { kind: 'note-draft', id: draft.id },
        });
        return answerOf(draft);
      },
    });
  };
}
