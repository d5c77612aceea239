import { createHash } from 'node:crypto';
import type { Narrative, Resource } from './fhir-types.ts';

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Lines of plain text as a generated R4 narrative (XHTML, every character escaped). */
export const narrativeOf = (lines: readonly string[]): Narrative => ({
  status: 'generated',
  div: `<div xmlns="http://www.w3.org/1999/xhtml">${lines
    .filter(Boolean)
    .map((line) => `<p>${escapeXml(line)}</p>`)
    .join('')}</div>`,
});

type Loose = Record<string, unknown> & { resourceType: string; id?: string };
const textOf = (value: unknown): string =>
  value && typeof value === 'object' && 'text' in value ? String(value.text) : '';
const first = (value: unknown) => (Array.isArray(value) ? value[0] : undefined);

/** A one-paragraph human summary of each type (dom-6: a resource should have a narrative). */
function summaryOf(resource: Loose): string[] {
  const r = resource;
  switch (r.resourceType) {
    case 'Patient':
      return [
        textOf(first(r.name)),
        r.birthDate ? `Born ${String(r.birthDate)}` : '',
        r.gender ? `Gender: ${String(r.gender)}` : '',
        `MRN: ${String((first(r.identifier) as { value?: string } | undefined)?.value ?? '')}`,
      ];
    case 'Practitioner':
      return [textOf(first(r.name)) || 'Practitioner'];
    case 'Organization':
      return [String(r.name ?? 'Organization')];
    case 'Encounter': {
      const period = r.period as { start?: string } | undefined;
      return [
        textOf(first(r.type)) || 'Encounter',
        `Status: ${String(r.status)}`,
        period?.start ? `Starts ${period.start}` : '',
      ];
    }
    case 'Condition':
      return [
        textOf(r.code) || 'Condition',
        r.recordedDate ? `Recorded ${String(r.recordedDate)}` : '',
      ];
    case 'Composition':
      return [String(r.title ?? 'Composition'), r.date ? `Dated ${String(r.date)}` : ''];
    case 'Provenance':
      return [textOf(r.activity) || 'Provenance', `Recorded ${String(r.recorded)}`];
    default:
      return [`${r.resourceType} ${r.id ?? ''}`];
  }
}

/** The version of a resource's content: a digest of everything but its `meta`. */
function versionOf(resource: Loose): string {
  const { meta: _meta, ...content } = resource;
  return createHash('sha256').update(JSON.stringify(content)).digest('hex').slice(0, 16);
}

/** When a type that carries no `meta.lastUpdated` of its own last changed, from its dates. */
function impliedLastUpdated(r: Loose): string | undefined {
  const candidates = [r.recordedDate, r.recorded, r.date];
  const found = candidates.find((value) => typeof value === 'string' && value.includes('T'));
  return typeof found === 'string' ? found : undefined;
}

/**
 * A resource as served: a narrative `text` when the mapping gave none, `meta.lastUpdated` (the
 * mapping's, else `changedAt`, else the resource's own record date) and `meta.versionId`, a digest
 * of the content — it changes exactly when the served content does, so the weak ETag `W/"…"`
 * built on it is honest for every type, including those whose rows keep no version counter.
 */
export function served<R extends Resource>(resource: R, changedAt?: Date | string): R {
  const loose = resource as unknown as Loose;
  if (resource.resourceType === 'OperationOutcome') return resource;
  const withText = 'text' in loose ? loose : { ...loose, text: narrativeOf(summaryOf(loose)) };
  const meta = (loose.meta ?? {}) as Record<string, unknown>;
  const changed = changedAt instanceof Date ? changedAt.toISOString() : changedAt;
  const lastUpdated =
    (meta.lastUpdated as string | undefined) ?? changed ?? impliedLastUpdated(loose);
  const { meta: _old, resourceType, id, ...content } = withText;
  return {
    resourceType,
    id,
    meta: { ...meta, versionId: versionOf(withText), ...(lastUpdated ? { lastUpdated } : {}) },
    ...content,
  } as unknown as R;
}

/** The weak ETag of a served resource's version. */
export const etagOf = (resource: Resource) => `W/"${resource.meta?.versionId ?? ''}"`;
