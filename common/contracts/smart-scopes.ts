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

/** A refresh token that outlives the member's Praxis session (for a fixed time). */
export const OFFLINE_ACCESS = 'offline_access';
/** A refresh token that works while the member's Praxis session lives. */
export const ONLINE_ACCESS = 'online_access';

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
 * and allowed; `offline_access` or `online_access` when asked (offline wins when both are: one
 * refresh token, one rule). Anything else (`openid`, a write) is left out: the token response's
 * `scope` says what was granted (OAuth 2's downgrade).
 */
export function grantedScopes(requested: readonly string[], allowed: readonly string[]): string[] {
  const allowedScopes = allowed.map(parseResourceScope).filter((s) => s !== null);
  const granted: string[] = [];
  const refresh = refreshAccess(requested);
  for (const text of requested) {
    if (text === LAUNCH_PATIENT) {
      if (allowed.includes(LAUNCH_PATIENT)) granted.push(text);
      continue;
    }
    if (text === OFFLINE_ACCESS || text === ONLINE_ACCESS) {
      if (refresh === text && !granted.includes(text)) granted.push(text);
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

/** Which refresh token a set of scopes asks for: offline (wins), online, or none. */
export function refreshAccess(
  scopes: readonly string[],
): 'offline_access' | 'online_access' | null {
  if (scopes.includes(OFFLINE_ACCESS)) return OFFLINE_ACCESS;
  return scopes.includes(ONLINE_ACCESS) ? ONLINE_ACCESS : null;
}

/**
 * The scopes asked for at a refresh, when each is within the grant (RFC 6749 §6: narrowing only):
 * a read-only resource scope covered by a granted one (kept as asked), any other scope granted as
 * such. Null when one is not (a write, another type, a scope never granted): the request widens
 * the grant (`invalid_scope`).
 */
export function narrowedScopes(
  requested: readonly string[],
  granted: readonly string[],
): string[] | null {
  const grantedResources = resourceScopes(granted);
  const narrowed: string[] = [];
  for (const text of requested) {
    const scope = parseResourceScope(text);
    const within = scope
      ? readOnly(scope) === text && grantedResources.some((g) => covers(g, scope))
      : granted.includes(text);
    if (!within) return null;
    if (!narrowed.includes(text)) narrowed.push(text);
  }
  return narrowed;
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

/**
 * The scopes a patient may grant an app of their own (issue 36): of what `grantedScopes` would
 * grant, only `patient/` read scopes (the app reads the signed-in patient's compartment, never a
 * member's reach through `user/`), `launch/patient` (the patient is always the signed-in one) and
 * `offline_access`. `online_access` is left out: its rule is the member's Praxis session
 * (docs/decisions.md "c34-refresh"), which a patient has none of. What a patient's token may then
 * read is narrowed further by the portal's rules: see docs/decisions.md "c36-smart-patient".
 */
export function patientAppScopes(
  requested: readonly string[],
  allowed: readonly string[],
): string[] {
  return grantedScopes(requested, allowed).filter((scope) => {
    if (scope === ONLINE_ACCESS) return false;
    const parsed = parseResourceScope(scope);
    return parsed ? parsed.context === 'patient' : true;
  });
}

/**
 * The requested scopes a patient may not grant at all (issue 36): any `user/` scope (a member's
 * reach) and any that writes (`.write`, `.*`, or a v2 `c`, `u` or `d`). A request naming one is
 * refused as a whole with OAuth's `invalid_scope`, not cut down: a patient is never asked to
 * approve what an app meant for the clinic's staff wants.
 */
export function scopesRefusedToPatient(requested: readonly string[]): string[] {
  return requested.filter((text) => {
    const [context, rest = ''] = text.split('/', 2);
    if (context !== 'user' && context !== 'patient') return false;
    if (context === 'user') return true;
    const permissions = rest.slice(rest.lastIndexOf('.') + 1);
    if (permissions === 'read') return false;
    return permissions === 'write' || permissions === '*' || /^c?r?u?d?s?$/.test(permissions)
      ? !/^r?s?$/.test(permissions)
      : false;
  });
}
