import type { TenantDb } from '../db/tenant-db.ts';

/**
 * A signature names its signer as their profile has them at the instant of signing (issue 31):
 * these columns are copied into the signed row (a note, an addendum, an intake) and never follow
 * a later rename or a new licence. Migration 0018 froze rows signed before it the same way.
 */
export interface FrozenSigner {
  signer_name: string;
  signer_credentials: string | null;
  signer_licence_number: string | null;
}

/** The member's name, credentials and licence number as their profile has them now. */
export async function signerIdentity(clinic: TenantDb, signerId: string): Promise<FrozenSigner> {
  const member = await clinic
    .selectFrom('users')
    .select(['first_name', 'last_name', 'credentials', 'licence_number'])
    .where('id', '=', signerId)
    .executeTakeFirstOrThrow();
  return {
    signer_name: `${member.first_name} ${member.last_name}`,
    signer_credentials: member.credentials,
    signer_licence_number: member.licence_number,
  };
}
