import { createHash } from 'node:crypto';
import type { AiAssist, Note } from '../../common/contracts/notes.contract.ts';
import { organizationRef } from './demographics.map.ts';
import type { Device, Reference } from './fhir-types.ts';
import { narrative } from './narrative.ts';

/**
 * The AI drafter of a note (CLINICAL.md decision 4) as a FHIR Device, which the note's AI-draft
 * Provenance names as its `assembler` agent. One Device per drafter, not per note: the built-in
 * offline drafter is `praxis-offline-drafter`; an external model is `ai-model-` and the first 16
 * hex digits of the SHA-256 of its model name (a model name may hold characters an id may not).
 */

export const OFFLINE_DRAFTER_ID = 'praxis-offline-drafter';

export function drafterId(assist: AiAssist): string {
  if (assist.provider === 'offline') return OFFLINE_DRAFTER_ID;
  const model = assist.model ?? 'unnamed';
  return `ai-model-${createHash('sha256').update(model, 'utf8').digest('hex').slice(0, 16)}`;
}

export const drafterRef = (assist: AiAssist): Reference<Device> => ({
  reference: `Device/${drafterId(assist)}`,
  display: drafterName(assist),
});

function drafterName(assist: AiAssist): string {
  return assist.provider === 'offline'
    ? 'Praxis offline drafter (rule-based)'
    : `${assist.model ?? 'AI model'} (OpenAI-compatible)`;
}

export function toDevice(assist: AiAssist, tenantId: string): Device {
  const name = drafterName(assist);
  const offline = assist.provider === 'offline';
  return {
    resourceType: 'Device',
    id: drafterId(assist),
    text: narrative(
      offline
        ? `${name}: drafts progress notes on the server without a network, by documented cues.`
        : `${name}: an external language model that drafts progress notes for a clinician to review.`,
    ),
    status: 'active',
    deviceName: [
      { name, type: 'user-friendly-name' },
      ...(!offline && assist.model ? [{ name: assist.model, type: 'model-name' as const }] : []),
    ],
    type: { text: 'AI note drafter (software)' },
    owner: organizationRef(tenantId),
  };
}

/** The drafters of these notes, each once. */
export function draftersOf(notes: readonly Note[], tenantId: string): Device[] {
  const byId = new Map<string, Device>();
  for (const note of notes) {
    if (note.signature && note.aiAssist) {
      const device = toDevice(note.aiAssist, tenantId);
      byId.set(device.id ?? '', device);
    }
  }
  return [...byId.values()];
}
