/**
 * Where Praxis's own FHIR code systems and extensions are named: one https namespace for every
 * installation (the project's own domain, as its demo accounts use), so an integrator maps a
 * Praxis code once, whichever clinic sent it. Each system is documented beside its use and in
 * docs/decisions.md ("c34-resources").
 */
export const PRAXIS_FHIR = 'https://praxis.clinic/fhir';

export const praxisCodeSystem = (name: string) => `${PRAXIS_FHIR}/CodeSystem/${name}`;
