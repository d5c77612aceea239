import type { FastifyRequest } from 'fastify';
import { zipSync, type Zippable } from 'fflate';
import type { Patient } from '../../../common/contracts/patients.contract.ts';
import type { AppContext } from '../../context.ts';
import type { TenantDb } from '../../db/tenant-db.ts';
import { patientEverything, type OwnReading } from '../../fhir/everything.ts';
import { findIntake, listIntakeSummaries } from '../../intake/intake.repository.ts';
import { signedNotesOfPatient } from '../../notes/notes.repository.ts';
import { printedIntake, printedNote } from './printed-records.ts';
import { renderRecordPdf } from './record-pdf.ts';

/** What the ZIP holds, named in its README. */
export const EXPORT_ENTRIES = {
  bundle: 'everything.json',
  readme: 'README.txt',
  notes: 'notes/',
  intakes: 'intakes/',
} as const;

const day = (iso: string) => iso.slice(0, 10);

/**
 * The patient's copy of their record: the FHIR `$everything` Bundle with every clinical resource
 * (this is the patient's own copy, whoever of the clinic makes it) and a PDF of each signed note
 * (with its addenda) and each signed intake. Entered-in-error records are included, marked.
 * `own`: the copy the patient downloads themselves in the portal (issue 36, decisions
 * "c36-consents"): the same, except that of the notes only those shared with them are there (the
 * portal's rule: no note unless shared), and no intake PDF (a clinician's assessment, shared
 * like a note or not at all); the whole copy stays a request the clinic answers.
 */
export async function buildPatientExport(
  ctx: AppContext,
  clinic: TenantDb,
  request: FastifyRequest,
  patient: Patient,
  own?: Omit<OwnReading, 'clinic'>,
): Promise<Uint8Array> {
  const now = ctx.clock();
  const bundle = await patientEverything(
    ctx,
    request,
    patient.id,
    own ? { own: { ...own, clinic } } : { clinical: true },
  );
  const files: Zippable = {};
  for (const note of await signedNotesOfPatient(clinic, patient.id)) {
    if (own && !own.noteIds.includes(note.id)) continue;
    const at = note.signature?.signedAt ?? note.createdAt;
    files[`${EXPORT_ENTRIES.notes}${day(at)}-${note.format}-${note.id}.pdf`] =
      await renderRecordPdf(printedNote(note, patient), now);
  }
  for (const summary of own ? [] : await listIntakeSummaries(clinic, patient.id)) {
    if (summary.status === 'draft') continue;
    const intake = await findIntake(clinic, summary.id);
    if (!intake?.signature) continue;
    files[`${EXPORT_ENTRIES.intakes}${day(intake.signature.signedAt)}-intake-${intake.id}.pdf`] =
      await renderRecordPdf(printedIntake(intake, patient), now);
  }
  const readme = [
    `The health record of ${patient.givenName} ${patient.familyName} (MRN ${patient.mrn}), as of ${now.toISOString()}.`,
    '',
    `${EXPORT_ENTRIES.bundle}: every resource of the record as a FHIR R4 Bundle (Patient/$everything).`,
    own
      ? `${EXPORT_ENTRIES.notes}: each note your clinician shared with you, as a PDF, with its addenda and signature.`
      : `${EXPORT_ENTRIES.notes}: each signed progress note as a PDF, with its addenda and signature.`,
    ...(own
      ? ['For a copy of your whole record, including every note and intake, ask the clinic.']
      : [`${EXPORT_ENTRIES.intakes}: each signed intake assessment as a PDF.`]),
    'The SHA-256 printed under a signature can be recomputed from the Bundle to check the record.',
    '',
  ].join('\n');
  return zipSync({
    [EXPORT_ENTRIES.readme]: new TextEncoder().encode(readme),
    [EXPORT_ENTRIES.bundle]: new TextEncoder().encode(JSON.stringify(bundle, null, 2)),
    ...files,
  });
}
