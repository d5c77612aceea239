import {
  NOTE_SECTIONS,
  type AiAssist,
  type Note,
  type NoteSection,
} from '../../common/contracts/notes.contract.ts';
import { organizationRef, patientRef, practitionerRef } from './demographics.map.ts';
import { drafterRef } from './device.map.ts';
import { narrative } from './narrative.ts';
import type { ProvenanceSignatures } from './provenance-signature.ts';
import type {
  CodeableConcept,
  Coding,
  Composition,
  Practitioner,
  Provenance,
  Reference,
} from './fhir-types.ts';

/**
 * Signed progress notes as FHIR R4 (CLINICAL.md §2): each note a Composition (LOINC 11506-3
 * Progress note), each addendum a Composition (LOINC 55107-7 Addendum document) that `appends`
 * the note, and for each a Provenance naming the signer and the time, signed with a JWS over the
 * signed content's SHA-256 (fhir/provenance-signature.ts). A note started from an AI draft carries
 * the AIAST security label and a second Provenance naming the drafter (a Device, device.map.ts)
 * and what it drafted from (CLINICAL.md decision 4). Drafts are never exported: only a note with a
 * signature is mapped (a signed note withdrawn later keeps `entered-in-error`).
 */

const LOINC = 'http://loinc.org';

/** LOINC codes of the SOAP sections; DAP's Data has none, so it carries its title only. */
const SECTION_CODES: Partial<Record<NoteSection, Coding>> = {
  subjective: { system: LOINC, code: '61150-9', display: 'Subjective Narrative' },
  objective: { system: LOINC, code: '61149-1', display: 'Objective Narrative' },
  assessment: { system: LOINC, code: '51848-0', display: 'Evaluation note' },
  plan: { system: LOINC, code: '18776-5', display: 'Plan of care note' },
};
const SECTION_TITLES: Record<NoteSection, string> = {
  data: 'Data',
  subjective: 'Subjective',
  objective: 'Objective',
  assessment: 'Assessment',
  plan: 'Plan',
};

/** The structured fields, as the last section's lines. */
function detailsOf(note: Note): string {
  const f = note.content.fields;
  return [
    f.startTime && f.endTime ? `Time: ${f.startTime}–${f.endTime}` : '',
    f.modality ? `Modality: ${f.modality}` : '',
    f.participants ? `Participants: ${f.participants}` : '',
    f.interventions.length ? `Interventions: ${f.interventions.join(', ')}` : '',
    f.riskUpdate ? `Risk: ${f.riskUpdate}${f.riskNote ? ` (${f.riskNote})` : ''}` : '',
    f.nextSession ? `Next session: ${f.nextSession}` : '',
  ]
    .filter(Boolean)
    .join('\n');
}

const SIGNATURE_TYPE: Coding = {
  system: 'urn:iso-astm:E1762-95:2013',
  code: '1.2.840.10065.1.12.1.1',
  display: 'Author’s Signature',
};

const participant = (code: 'author' | 'assembler'): CodeableConcept => ({
  coding: [{ system: 'http://terminology.hl7.org/CodeSystem/provenance-participant-type', code }],
});

/** HL7 v3 ObservationValue AIAST: the record was drafted with artificial intelligence. */
const AI_ASSERTED: Coding = {
  system: 'http://terminology.hl7.org/CodeSystem/v3-ObservationValue',
  code: 'AIAST',
  display: 'Artificial Intelligence asserted',
};

/** Who drafted the note (the drafter as a Device) and from what; the author's signature follows. */
function aiDraftProvenance(
  note: Note,
  assist: AiAssist,
  author: Reference<Practitioner>,
): Provenance {
  const drafter = drafterRef(assist);
  return {
    resourceType: 'Provenance',
    id: `${note.id}-ai-draft`,
    text: narrative(
      `Drafted by ${drafter.display ?? 'an AI drafter'} on ${assist.draftedAt}, then reviewed and signed by its author.`,
    ),
    target: [{ reference: `Composition/${note.id}` }],
    recorded: assist.draftedAt,
    activity: { text: 'Drafted with AI assistance, then reviewed and signed by its author' },
    agent: [
      { type: participant('assembler'), who: drafter },
      { type: participant('author'), who: author },
    ],
    entity: [
      {
        role: 'source',
        what: {
          display:
            assist.sourceKind === 'transcript'
              ? `The session's transcript (AI draft ${assist.draftId})`
              : `The clinician's summary (AI draft ${assist.draftId})`,
        },
      },
    ],
  };
}

/**
 * The signer as the signature names them, frozen at signing (migration 0018): name, credentials
 * and licence number, e.g. "Dana Demo, PsyD, licence DEMO-0001".
 */
export function signerDisplay(
  name: string,
  credentials: string | null,
  licenceNumber: string | null,
): string {
  const licence = licenceNumber ? `licence ${licenceNumber}` : null;
  return [name, credentials, licence].filter(Boolean).join(', ');
}

/** The JWS of a signed target, or a loud failure: a caller must fetch them first. */
function jwsOf(signatures: ProvenanceSignatures, targetId: string): string {
  const jws = signatures.get(targetId);
  if (!jws) throw new Error(`No Provenance signature was prepared for ${targetId}`);
  return jws;
}

function provenance(
  targetId: string,
  signer: Reference<Practitioner>,
  signedAt: string,
  jws: string,
): Provenance {
  return {
    resourceType: 'Provenance',
    id: `${targetId}-signature`,
    text: narrative(`Signed by ${signer.display ?? 'its author'} on ${signedAt}.`),
    target: [{ reference: `Composition/${targetId}` }],
    recorded: signedAt,
    activity: { text: 'Signed (legally authenticated)' },
    agent: [{ type: participant('author'), who: signer }],
    // A JWS (ES256, the server's key, verifiable with its JWKS) over the canonical facts of the
    // signature, the signed content's SHA-256 among them: fhir/provenance-signature.ts.
    signature: [
      {
        type: [SIGNATURE_TYPE],
        when: signedAt,
        who: signer,
        targetFormat: 'application/json',
        sigFormat: 'application/jose',
        data: Buffer.from(jws, 'ascii').toString('base64'),
      },
    ],
  };
}

/** A signed note's Composition and Provenance, then each addendum's; nothing for a draft. */
export function signedNoteResources(
  note: Note,
  tenantId: string,
  signatures: ProvenanceSignatures,
): (Composition | Provenance)[] {
  const signature = note.signature;
  if (!signature) return [];
  const signer = practitionerRef(
    signature.signerId,
    signerDisplay(signature.signerName, signature.signerCredentials, signature.signerLicenceNumber),
  );
  const sections = NOTE_SECTIONS[note.format]
    .filter((name) => (note.content.sections[name] ?? '').trim() !== '')
    .map((name) => {
      const code = SECTION_CODES[name];
      return {
        title: SECTION_TITLES[name],
        ...(code ? { code: { coding: [code] } } : {}),
        text: narrative(note.content.sections[name] ?? ''),
      };
    });
  const details = detailsOf(note);
  const composition: Composition = {
    resourceType: 'Composition',
    id: note.id,
    meta: {
      lastUpdated: note.updatedAt,
      ...(note.aiAssist ? { security: [AI_ASSERTED] } : {}),
    },
    status: note.status === 'entered-in-error' ? 'entered-in-error' : 'final',
    type: { coding: [{ system: LOINC, code: '11506-3', display: 'Progress note' }] },
    category: [{ text: note.format === 'soap' ? 'SOAP note' : 'DAP note' }],
    subject: patientRef(note.patientId),
    encounter: { reference: `Encounter/${note.encounterId}` },
    date: signature.signedAt,
    author: [practitionerRef(note.authorId, note.authorName)],
    title: `Progress note (${note.format.toUpperCase()})`,
    attester: [{ mode: 'legal', time: signature.signedAt, party: signer }],
    custodian: organizationRef(tenantId),
    section: details
      ? [...sections, { title: 'Session details', text: narrative(details) }]
      : sections,
  };
  const resources: (Composition | Provenance)[] = [
    composition,
    provenance(note.id, signer, signature.signedAt, jwsOf(signatures, note.id)),
  ];
  if (note.aiAssist) {
    const author = practitionerRef(note.authorId, note.authorName);
    resources.push(aiDraftProvenance(note, note.aiAssist, author));
  }
  for (const addendum of note.addenda) {
    const author = practitionerRef(
      addendum.authorId,
      signerDisplay(addendum.authorName, addendum.authorCredentials, addendum.authorLicenceNumber),
    );
    resources.push(
      {
        resourceType: 'Composition',
        id: addendum.id,
        status: 'final',
        type: { coding: [{ system: LOINC, code: '55107-7', display: 'Addendum Document' }] },
        subject: patientRef(note.patientId),
        encounter: { reference: `Encounter/${note.encounterId}` },
        date: addendum.signedAt,
        author: [author],
        title: 'Addendum to progress note',
        attester: [{ mode: 'legal', time: addendum.signedAt, party: author }],
        custodian: organizationRef(tenantId),
        relatesTo: [{ code: 'appends', targetReference: { reference: `Composition/${note.id}` } }],
        section: [
          { title: 'Reason', text: narrative(addendum.reason) },
          { title: 'Addendum', text: narrative(addendum.text) },
        ],
      },
      provenance(addendum.id, author, addendum.signedAt, jwsOf(signatures, addendum.id)),
    );
  }
  return resources;
}
