import type { Generated } from 'kysely';

/**
 * Other systems and operations: SMART apps and grants, FHIR bulk exports, the readiness probe,
 * job leases. The database's shape is `server/db/schema.ts`.
 */

/** An app a clinic's owner registered for SMART App Launch (migration 0030). */
export interface SmartAppTable {
  tenant_id: string;
  client_id: string;
  name: string;
  redirect_uris: string[];
  scopes: string[];
  confidential: boolean;
  /** SHA-256 of a confidential app's secret; null for a public app. */
  secret_hash: string | null;
  created_by: string;
  created_at: Date;
  revoked_at: Date | null;
}

/** One approved SMART launch: its one-time code and what the tokens issued for it may read. */
export interface SmartGrantTable {
  tenant_id: string;
  id: string;
  client_id: string;
  /** The member who approved (null: a portal patient approved, `portal_account_id`). */
  user_id: string | null;
  patient_id: string | null;
  scopes: string[];
  redirect_uri: string;
  code_challenge: string;
  code_hash: string;
  code_expires_at: Date;
  code_used_at: Date | null;
  created_at: Date;
  revoked_at: Date | null;
  /** The Praxis session the launch was approved in (migration 0034; online_access ends with it). */
  session_id: string | null;
  /** The portal patient who approved an app of their own (migration 0043; else null). */
  portal_account_id: string | null;
}

/** A SMART grant's refresh token (migration 0034): its hash, used once, fixed expiry. */
export interface SmartRefreshTokenTable {
  tenant_id: string;
  token_hash: string;
  grant_id: string;
  created_at: Date;
  expires_at: Date;
  used_at: Date | null;
}

/** One file of a finished bulk export: a resource type's ndjson lines. */
export interface FhirExportFile {
  type: string;
  count: number;
  file: string;
}

/** A clinic's bulk `$export` job (migration 0031). */
export interface FhirExportTable {
  tenant_id: string;
  id: string;
  requested_by: string;
  state: 'running' | 'completed' | 'failed' | 'cancelled';
  /** What the runner last reported, e.g. "12/48 patients" (the status poll's X-Progress). */
  progress: Generated<string>;
  output: Generated<FhirExportFile[]>;
  error: string | null;
  requested_at: Date;
  /** The runner writes it as it goes; a running job that stops beating is reported failed. */
  heartbeat_at: Date;
  finished_at: Date | null;
  expires_at: Date | null;
  /** The kick-off URL with its parameters (migration 0036); null for jobs made before it. */
  request: string | null;
}

/** One row, rewritten by `/readyz` to prove the database can write (migration 0020). */
export interface ReadinessProbeTable {
  id: number;
  checked_at: Date;
}

/** A periodic job's lease (migration 0017): one instance runs it until `leased_until`. */
export interface JobLeaseTable {
  name: string;
  holder: string;
  leased_until: Date;
}
