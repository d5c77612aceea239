import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The lint messages a file at `filePath` with `code` would get, by rule. */
async function lint(filePath: string, code: string): Promise<string[]> {
  const [result] = await new ESLint().lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

describe('the lint rules that keep server/db below the domains and the documents kit', () => {
  it('refuse a domain that imports db/ beyond TenantDb, the schema, unique-violation and iso-instant', async () => {
    const messages = await lint(
      'server/notes/probe.repository.ts',
      [
        "import type { TenantDb } from '../db/tenant-db.ts';",
        "import type { Database } from '../db/schema.ts';",
        "import { isUniqueViolation } from '../db/unique-violation.ts';",
        "import { isoInstantOf } from '../db/iso-instant.ts';",
        "import { checkSignedDocuments } from '../db/integrity/signatures.ts';",
        "import { knownMigrationNames } from '../db/migrations.ts';",
        'export type Probe = [TenantDb, Database];',
        'export const probe = [isUniqueViolation, isoInstantOf, checkSignedDocuments, knownMigrationNames];',
        '',
      ].join('\n'),
    );
    expect(messages).toEqual([
      expect.stringContaining('A domain imports from server/db only tenant-db'),
      expect.stringContaining('A domain imports from server/db only tenant-db'),
    ]);
  });

  it('refuse a domain that writes a clinical document’s table itself', async () => {
    const messages = await lint(
      'server/intake/probe.repository.ts',
      [
        "import type { TenantDb } from '../db/tenant-db.ts';",
        'export const probe = (clinic: TenantDb) => [',
        "  clinic.updateTable('intakes'),",
        "  clinic.insertInto('document_versions', {} as never),",
        "  clinic.deleteFrom('note_addenda'),",
        "  clinic.selectFrom('notes'),",
        "  clinic.updateTable('patients'),",
        '];',
        '',
      ].join('\n'),
    );
    expect(messages).toEqual([
      expect.stringContaining('written through the documents kit'),
      expect.stringContaining('written through the documents kit'),
      expect.stringContaining('written through the documents kit'),
    ]);
  });

  it('let the documents kit write them', async () => {
    const messages = await lint(
      'server/documents/probe-writes.ts',
      [
        "import type { TenantDb } from '../db/tenant-db.ts';",
        "export const probe = (clinic: TenantDb) => clinic.updateTable('intakes');",
        '',
      ].join('\n'),
    );
    expect(messages).toEqual([]);
  });

  it('refuse server/db importing a domain, and let it import the documents kit', async () => {
    const messages = await lint(
      'server/db/integrity/probe.ts',
      [
        "import { noteSignatureHash } from '../../documents/document-signature.ts';",
        "import type { AudioStore } from '../../speech/audio/audio-store.ts';",
        "import { findNote } from '../../notes/notes.repository.ts';",
        'export type Probe = AudioStore;',
        'export const probe = [noteSignatureHash, findNote];',
        '',
      ].join('\n'),
    );
    expect(messages).toEqual([
      expect.stringContaining('server/db never imports a domain'),
      expect.stringContaining('server/db never imports a domain'),
    ]);
  });
});
