import { z } from 'zod';
import { NOTE_SECTIONS, type NoteFormat } from '../../../common/contracts/notes.contract.ts';

/** What each section holds, as the model is told. */
const SECTION_GUIDE: Record<string, string> = {
  subjective: 'what the client reports: their words, feelings, symptoms and account of events',
  objective: 'what the clinician observed or measured, scores, and what was done in the session',
  data: 'what the client reported and what the clinician observed, measured and did in the session',
  assessment: "the clinician's impressions: progress, response to treatment, risk and diagnosis",
  plan: 'what happens next: homework, referrals, follow-up and the next appointment',
};

export const STYLE_INSTRUCTIONS_MAX = 4_000;

/** The system prompt: the role, the format, the clinic's style, and the rules that come first. */
export function systemPrompt(format: NoteFormat, styleInstructions?: string): string {
  const sections = NOTE_SECTIONS[format].map((key) => `- ${key}: ${SECTION_GUIDE[key]}`);
  const style = styleInstructions?.trim().slice(0, STYLE_INSTRUCTIONS_MAX);
  return [
    `You draft a ${format.toUpperCase()} progress note for a psychotherapy clinician from a session transcript or the clinician's own summary. The clinician reviews, edits and signs it.`,
    'Sections:',
    ...sections,
    'Rules, which come before any style instruction:',
    '- Use only what the text says. Never invent facts, names, scores, diagnoses, risk judgements or plans the text does not contain.',
    '- Leave out greetings and small talk. When the text says nothing for a section, return an empty array for it.',
    '- Write each sentence in a professional clinical voice, in the language of the text.',
    '- For each sentence, give sourceQuote: the words of the text it is based on, copied exactly.',
    '- Return only JSON matching the schema.',
    ...(style ? ["The clinic's note style instructions:", style] : []),
  ].join('\n');
}

/** The `response_format` JSON schema: each section is an array of { text, sourceQuote }. */
export function responseFormat(format: NoteFormat) {
  const sentence = {
    type: 'object',
    additionalProperties: false,
    required: ['text', 'sourceQuote'],
    properties: { text: { type: 'string' }, sourceQuote: { type: 'string' } },
  };
  const keys = [...NOTE_SECTIONS[format]];
  return {
    type: 'json_schema',
    json_schema: {
      name: `${format}_note_draft`,
      strict: true,
      schema: {
        type: 'object',
        additionalProperties: false,
        required: keys,
        properties: Object.fromEntries(
          keys.map((key) => [key, { type: 'array', items: sentence }]),
        ),
      },
    },
  } as const;
}

const modelSentence = z.object({ text: z.string(), sourceQuote: z.string() });
export type ModelSentence = z.infer<typeof modelSentence>;

/** The model's answer for a format, checked as strictly as the schema it was given. */
export function modelAnswerSchema(format: NoteFormat) {
  const shape = Object.fromEntries(
    NOTE_SECTIONS[format].map((key) => [key, z.array(modelSentence)]),
  );
  return z.strictObject(shape);
}
