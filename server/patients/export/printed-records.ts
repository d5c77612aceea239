import { NOTE_SECTIONS } from '../../../common/contracts/notes.contract.ts';
import type { Note } from '../../../common/contracts/notes.contract.ts';
import type { Intake } from '../../../common/contracts/intake.contract.ts';
import type { Patient } from '../../../common/contracts/patients.contract.ts';
import type { PrintedRecord } from './record-pdf.ts';

const patientLine = (patient: Patient) =>
  `Patient: ${patient.givenName} ${patient.familyName}, born ${patient.birthDate}, MRN ${patient.mrn}`;

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** `riskUpdate` → "Risk update". */
const label = (key: string) =>
  capitalised(key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase());

/** Any stored value as readable lines: objects as "Key: value", lists one item a line. */
export function linesOf(value: unknown, indent = ''): string[] {
  if (value === null || value === undefined || value === '') return [];
  if (Array.isArray(value)) {
    return value.flatMap((item) => {
      const inner = linesOf(item, `${indent}  `);
      return inner.length > 0 ? [`${indent}- ${inner[0]?.trim()}`, ...inner.slice(1)] : [];
    });
  }
  if (typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>).flatMap(([key, inner]) => {
      if (inner !== null && typeof inner === 'object') {
        const nested = linesOf(inner, `${indent}  `);
        return nested.length > 0 ? [`${indent}${label(key)}:`, ...nested] : [];
      }
      const text = linesOf(inner);
      return text.length > 0 ? [`${indent}${label(key)}: ${text.join(' ')}`] : [];
    });
  }
  return [`${indent}${String(value)}`];
}

function signatureLines(
  signature: { signerName: string; role: string; signedAt: string; sha256: string } | null,
  enteredInError: { reason: string; at: string; byName: string } | null,
): string[] {
  return [
    ...(signature
      ? [
          `Signed by ${signature.signerName} (${signature.role}) at ${signature.signedAt}`,
          `SHA-256 of what was signed: ${signature.sha256}`,
        ]
      : []),
    ...(enteredInError
      ? [
          `Entered in error at ${enteredInError.at} by ${enteredInError.byName}: ${enteredInError.reason}`,
        ]
      : []),
  ];
}

/** A signed progress note as printed: its sections in order, its fields, its addenda. */
export function printedNote(note: Note, patient: Patient): PrintedRecord {
  const sections = NOTE_SECTIONS[note.format].map((section) => ({
    heading: capitalised(section),
    text: note.content.sections[section as keyof typeof note.content.sections] ?? '',
  }));
  const fields = linesOf(note.content.fields);
  return {
    title: `${note.format.toUpperCase()} progress note`,
    facts: [patientLine(patient), `Author: ${note.authorName}`, `Written: ${note.createdAt}`],
    blocks: [
      ...sections,
      ...(fields.length > 0 ? [{ heading: 'Session details', text: fields.join('\n') }] : []),
      ...note.addenda.map((addendum) => ({
        heading: `Addendum by ${addendum.authorName}, ${addendum.signedAt}`,
        text: `Reason: ${addendum.reason}\n${addendum.text}\nSHA-256: ${addendum.sha256}`,
      })),
    ],
    signature: signatureLines(note.signature, note.enteredInError),
  };
}

/** A signed intake as printed: each part of its content under its own heading. */
export function printedIntake(intake: Intake, patient: Patient): PrintedRecord {
  const blocks = Object.entries(intake.content as Record<string, unknown>)
    .map(([key, value]) => ({ heading: label(key), text: linesOf(value).join('\n') }))
    .filter((block) => block.text !== '');
  return {
    title: 'Intake assessment',
    facts: [patientLine(patient), `Author: ${intake.authorName}`, `Written: ${intake.createdAt}`],
    blocks,
    signature: signatureLines(intake.signature, intake.enteredInError),
  };
}
