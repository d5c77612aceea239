import { FhirError } from './fhir-errors.ts';
import { alternativesOf, type SearchRequest } from './fhir-search.ts';
import type { CodeableConcept, Coding } from './fhir-types.ts';

/**
 * R4 token search over a resource's codings: `system|code` (that code in that system), `code`
 * (that code in any system), `|code` (that code with no system), `system|` (any code of that
 * system). Codes compare exactly (R4: case-sensitive unless the system says otherwise).
 */
export function codingMatches(coding: Coding, token: string): boolean {
  const bar = token.indexOf('|');
  if (bar < 0) return coding.code === token;
  const system = token.slice(0, bar);
  const code = token.slice(bar + 1);
  if (system === '') return coding.system === undefined && coding.code === code;
  return coding.system === system && (code === '' || coding.code === code);
}

/**
 * Whether the concepts pass a token parameter: it was not given, or one of its comma-separated
 * alternatives matches one of their codings. A value that is only `|` names nothing (400).
 */
export function passesToken(
  search: SearchRequest,
  name: string,
  concepts: readonly (CodeableConcept | undefined)[],
): boolean {
  const tokens = alternativesOf(search, name);
  if (!tokens) return true;
  if (tokens.some((token) => token === '|' || token === '')) {
    throw new FhirError(400, 'invalid', `${name} must be "system|code", "code" or "|code".`);
  }
  const codings = concepts.flatMap((concept) => concept?.coding ?? []);
  return tokens.some((token) => codings.some((coding) => codingMatches(coding, token)));
}
