import { CompactSign } from 'jose';
import { canonicalJson } from '../../common/contracts/documents.contract.ts';
import type { Note } from '../../common/contracts/notes.contract.ts';
import { SIGNING_ALGORITHM, type SigningKeys } from '../auth/keys.ts';
import type { TenantDb } from '../db/tenant-db.ts';

/**
 * Provenance.signature as a real signature (issue 34): a compact JWS (RFC 7515), ES256, made with
 * the server's signing key (server/auth/keys.ts) and verifiable with its JWKS
 * (`/.well-known/jwks.json`, the header's `kid` names the key). Its payload is the canonical JSON
 * (`canonicalJson`: keys sorted, no spaces — RFC 8785 for these string-only members) of:
 *
 *   { recorded, sha256, target, type, who }
 *
 * - `target`: the signed resource (`Composition/{note or addendum id}`);
 * - `sha256`: the stored SHA-256 (hex) of the signed document's canonical content
 *   (server/documents/document-signature.ts), which anyone can recompute from the record;
 * - `recorded`: the signing instant; `who`: `Practitioner/{signer id}`;
 * - `type`: "1.2.840.10065.1.12.1.1" (ASTM E1762 Author's Signature).
 *
 * Names are not in it (references are), so a rename changes nothing. ECDSA signatures are
 * randomised, so the first JWS made for a target is kept (`provenance_signatures`, migration
 * 0031) and served ever after: the same bytes on every read.
 */

export const AUTHOR_SIGNATURE_OID = '1.2.840.10065.1.12.1.1';

export interface SignedTarget {
  /** The signed note's or addendum's id. */
  id: string;
  sha256: string;
  signerId: string;
  signedAt: string;
}

/** The facts a Provenance signature covers, as its payload. */
export const signedProvenanceFacts = (target: SignedTarget) => ({
  recorded: target.signedAt,
  sha256: target.sha256,
  target: `Composition/${target.id}`,
  type: AUTHOR_SIGNATURE_OID,
  who: `Practitioner/${target.signerId}`,
});

/** The signed targets of signed notes: each note and each of its addenda. */
export function signedTargetsOf(notes: readonly Note[]): SignedTarget[] {
  return notes.flatMap((note) =>
    note.signature
      ? [
          {
            id: note.id,
            sha256: note.signature.sha256,
            signerId: note.signature.signerId,
            signedAt: note.signature.signedAt,
          },
          ...note.addenda.map((addendum) => ({
            id: addendum.id,
            sha256: addendum.sha256,
            signerId: addendum.authorId,
            signedAt: addendum.signedAt,
          })),
        ]
      : [],
  );
}

async function sign(keys: SigningKeys, target: SignedTarget): Promise<string> {
  const payload = new TextEncoder().encode(canonicalJson(signedProvenanceFacts(target)));
  return new CompactSign(payload)
    .setProtectedHeader({ alg: SIGNING_ALGORITHM, kid: keys.kid, cty: 'application/json' })
    .sign(keys.privateKey);
}

/** The JWS of each target by its id: the stored one, else one made now and stored. */
export type ProvenanceSignatures = ReadonlyMap<string, string>;

export async function provenanceSignatures(
  clinic: TenantDb,
  keys: SigningKeys,
  targets: readonly SignedTarget[],
  now: Date,
): Promise<ProvenanceSignatures> {
  if (targets.length === 0) return new Map();
  const ids = targets.map((target) => target.id);
  const stored = async () =>
    new Map(
      (
        await clinic
          .selectFrom('provenance_signatures')
          .select(['target_id', 'jws'])
          .where('target_id', 'in', ids)
          .execute()
      ).map((row) => [row.target_id, row.jws]),
    );
  const found = await stored();
  const missing = targets.filter((target) => !found.has(target.id));
  if (missing.length === 0) return found;
  const rows = await Promise.all(
    missing.map(async (target) => ({
      target_id: target.id,
      kid: keys.kid,
      jws: await sign(keys, target),
      created_at: now,
    })),
  );
  // Another request may have signed the same target meanwhile: the first stored one wins.
  await clinic
    .insertInto('provenance_signatures', rows)
    .onConflict((conflict) => conflict.columns(['tenant_id', 'target_id']).doNothing())
    .execute();
  return stored();
}
