/**
 * SMART App Launch scopes (v2, and v1's `.read`/`.write`/`.*`), as Praxis reads them: what a scope
 * lets an app do, which of a request's scopes are granted (read and search only: the FHIR API
 * has no writes), and whether a granted set reaches a resource type. One module for the server,
 * the mock and the consent page's plain words.
 */

/** Whose records: the member's (`user/`), or the one patient chosen at launch (`patient/`). */
export type ScopeContext = 'patient' | 'user';

/** A scope on resources: `patient/Observation.rs`, `user/*.read`. */
export interface ResourceScope {
  context: ScopeContext;
  /** A FHIR resource type, or `*` for every type. */
  type: string;
  read: boolean;
  search: boolean;
  /** Written in v1's syntax (`.read`); a granted scope keeps the syntax it was asked in. */
  v1: boolean;
}

/** The launch context this server supports: the patient, chosen at launch. */
export const LAUNCH_PATIENT = 'launch/patient';

const RESOURCE_SCOPE = /^(patient|user)\/(\*|[A-Z][A-Za-z]{1,63})\.(read|write|\*|c?r?u?d?s?)$/;

/** A resource scope's parts, or null when the text is not one (or asks for nothing). */
export function parseResourceScope(scope: string): ResourceScope | null {
  const match = RESOURCE_SCOPE.exec(scope);
  if (!match) return null;
  const [, context, type, permissions] = match as unknown as [string, ScopeContext, string, string];
  if (permissions === '') return null;
  const v1 = permissions === 'read' || permissions === 'write' || permissions === '*';
  const read = v1 ? permissions !== 'write' : permissions.includes('r');
  const search = v1 ? permissions !== 'write' : permissions.includes('s');
  return { context, type, read, search, v1 };
}

/** The read-only part of a resource scope, in its own syntax; null when it grants no read. */
export function readOnly(scope: ResourceScope): string | null {
  if (!scope.read && !scope.search) return null;
  const permissions = scope.v1 ? 'read' : `${scope.read ? 'r' : ''}${scope.search ? 's' : ''}`;
  return `${scope.context}/${scope.type}.${permissions}`;
}

/** Whether `allowed` (an app's registered scope) covers `wanted`. */
function covers(allowed: ResourceScope, wanted: ResourceScope): boolean {
  return (
    allowed.context === wanted.context &&
    (allowed.type === '*' || allowed.type === wanted.type) &&
    (allowed.read || !wanted.read) &&
    (allowed.search || !wanted.search)
  );
}

/**
 * The scopes granted for a request: each requested resource scope cut down to reading and
 * searching, and kept only when the app's registered scopes cover it; `launch/patient` when asked
 * and allowed. Anything else (`openid`, `offline_access`, a write) is left out: the token
 * response's `scope` says what was granted (OAuth 2's downgrade).
 */
export function grantedScopes(requested: readonly string[], allowed: readonly string[]): string[] {
  const allowedScopes = allowed.map(parseResourceScope).filter((s) => s !== null);
  const granted: string[] = [];
  for (const text of requested) {
    if (text === LAUNCH_PATIENT) {
      if (allowed.includes(LAUNCH_PATIENT)) granted.push(text);
      continue;
    }
    const scope = parseResourceScope(text);
    const readable = scope && readOnly(scope);
    if (!scope || !readable) continue;
    const wanted = parseResourceScope(readable)!;
    if (allowedScopes.some((a) => covers(a, wanted)) && !granted.includes(readable)) {
      granted.push(readable);
    }
  }
  return granted;
}

/** The resource scopes among granted ones. */
export const resourceScopes = (scopes: readonly string[]): ResourceScope[] =>
  scopes.map(parseResourceScope).filter((s) => s !== null);

/** Whether a set of scopes needs a patient chosen at launch (some `patient/` scope). */
export const needsPatient = (scopes: readonly string[]): boolean =>
  resourceScopes(scopes).some((scope) => scope.context === 'patient');

/** What an app's token may do with one resource type: read, search, as whom. */
export type Interaction = 'read' | 'search';

/**
 * How the granted scopes reach `type` for `interaction`: `user` (whatever the member may),
 * `patient` (only the chosen patient's compartment), or null (refused).
 */
export function reach(
  scopes: readonly string[],
  type: string,
  interaction: Interaction,
): ScopeContext | null {
  const matching = resourceScopes(scopes).filter(
    (scope) =>
      (scope.type === '*' || scope.type === type) &&
      (interaction === 'read' ? scope.read : scope.search),
  );
  if (matching.some((scope) => scope.context === 'user')) return 'user';
  if (matching.some((scope) => scope.context === 'patient')) return 'patient';
  return null;
}

/** The scopes an owner may register for an app: read-only resource scopes and `launch/patient`. */
export function isRegistrableScope(scope: string): boolean {
  if (scope === LAUNCH_PATIENT) return true;
  const parsed = parseResourceScope(scope);
  return parsed !== null && readOnly(parsed) === scope;
}
