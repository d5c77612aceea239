import type { Narrative } from './fhir-types.ts';

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Plain text as an R4 narrative: one XHTML paragraph per line, every character escaped. */
export const narrative = (text: string): Narrative => ({
  status: 'generated',
  div: `<div xmlns="http://www.w3.org/1999/xhtml">${text
    .split('\n')
    .map((line) => `<p>${escapeXml(line)}</p>`)
    .join('')}</div>`,
});
