import type { FastifyRequest } from 'fastify';
import { zipSync, type Zippable } from 'fflate';
import type { Patient } from '../../../common/contracts/patients.contract.ts';
import type { AppContext } from '../../context.ts';
import type { TenantDb } from '../../db/tenant-db.ts';
import { patientEverything } from '../../fhir/everything.ts';
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

/** `patient-P000123-record.zip`: letters, digits and dashes only (a header value). */
/**
 * The patient's copy of their record: the FHIR `$everything` Bundle with every clinical resource
 * (this is the patient's own copy, whoever of the clinic makes it) and a PDF of each signed note
 * (with its addenda) and each signed intake. Entered-in-error records are included, marked.
 */
export async function buildPatientExport(
  ctx: AppContext,
  clinic: TenantDb,
  request: FastifyRequest,
  patient: Patient,
): Promise<Uint8Array> {
  const now = ctx.clock();
  const bundle = await patientEverything(ctx, request, patient.id, { clinical: true });
  const files: Zippable = {};
  for (const note of await signedNotesOfPatient(clinic, patient.id)) {
    const at = note.signature?.signedAt ?? note.createdAt;
    files[`${EXPORT_ENTRIES.notes}${day(at)}-${note.format}-${note.id}.pdf`] =
      await renderRecordPdf(printedNote(note, patient), now);
  }
  for (const summary of await listIntakeSummaries(clinic, patient.id)) {
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
    `${EXPORT_ENTRIES.notes}: each signed progress note as a PDF, with its addenda and signature.`,
    `${EXPORT_ENTRIES.intakes}: each signed intake assessment as a PDF.`,
    'The SHA-256 printed under a signature can be recomputed from the Bundle to check the record.',
    '',
  ].join('\n');
  return zipSync({
    [EXPORT_ENTRIES.readme]: new TextEncoder().encode(readme),
    [EXPORT_ENTRIES.bundle]: new TextEncoder().encode(JSON.stringify(bundle, null, 2)),
    ...files,
  });
}
