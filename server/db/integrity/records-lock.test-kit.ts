import { sql, type Kysely, type RawBuilder } from 'kysely';
import { etagOf } from '../../../common/contracts/documents.contract.ts';
import {
  intakeSubPath,
  patientIntakesPath,
  type Intake,
} from '../../../common/contracts/intake.contract.ts';
import type { Note } from '../../../common/contracts/notes.contract.ts';
import { filledContent } from '../../intake/intake.test-kit.ts';
import {
  call,
  patientWithSession,
  signNote,
  startNote,
  type NotesClinic,
} from '../../notes/notes.test-kit.ts';
import type { Database } from '../schema.ts';

/** A signed note of the founder's, with its patient. */
export async function signedNote(kit: NotesClinic): Promise<Note> {
  const { session } = await patientWithSession(kit, 'finished');
  return signNote(kit, await startNote(kit, session));
}

/** A signed intake of the founder's for a fresh patient of theirs. */
export async function signedIntake(kit: NotesClinic): Promise<Intake> {
  const { patient } = await patientWithSession(kit, 'finished');
  const started = await call<{ intake: Intake }>(
    kit,
    kit.founder,
    'POST',
    patientIntakesPath(patient.id),
    { body: { encounterId: null, content: filledContent() } },
  );
  if (started.status !== 201) throw new Error(`intake start failed: ${started.text}`);
  const { intake } = started.body;
  const signed = await kit.server.request<{ intake: Intake }>(
    'POST',
    intakeSubPath(intake.id, 'sign'),
    { token: kit.founder.access_token, headers: { 'if-match': etagOf(intake.version) } },
  );
  if (signed.status !== 200) throw new Error(`intake sign failed: ${signed.text}`);
  return signed.body.intake;
}

/**
 * Runs `statement` with the table's own triggers switched off, as an owner of the database could
 * (the tamperer the hash chain and `npm run verify` are for), and switches them on again.
 */
export async function tamper(
  db: Kysely<Database>,
  table: keyof Database,
  statement: RawBuilder<unknown>,
): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await sql`ALTER TABLE ${sql.table(table)} DISABLE TRIGGER USER`.execute(tx);
    await statement.execute(tx);
    await sql`ALTER TABLE ${sql.table(table)} ENABLE TRIGGER USER`.execute(tx);
  });
}
