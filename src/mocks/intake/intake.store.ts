import { drop, factory, primaryKey } from '@mswjs/data';
import type { Intake, Observation } from '../../../common/contracts/intake.contract';
import type { DocumentVersion } from '../../../common/contracts/documents.contract';

/**
 * The mock's intakes and scores (@mswjs/data): each row keeps its tenant and patient as columns
 * to query by, and the contract's record as JSON (the collections hold flat values only).
 */
const db = factory({
  intake: {
    id: primaryKey(String),
    tenantId: String,
    patientId: String,
    json: String,
    versions: String,
  },
  observation: {
    id: primaryKey(String),
    tenantId: String,
    patientId: String,
    json: String,
  },
});

export interface StoredIntake {
  tenantId: string;
  intake: Intake;
  versions: DocumentVersion[];
}

const toStored = (row: { tenantId: string; json: string; versions: string }): StoredIntake => ({
  tenantId: row.tenantId,
  intake: JSON.parse(row.json) as Intake,
  versions: JSON.parse(row.versions) as DocumentVersion[],
});

export function findIntake(tenantId: string, id: string): StoredIntake | null {
  const row = db.intake.findFirst({ where: { id: { equals: id } } });
  return row && row.tenantId === tenantId ? toStored(row) : null;
}

export const intakesOf = (tenantId: string, patientId: string): Intake[] =>
  db.intake
    .findMany({ where: { tenantId: { equals: tenantId }, patientId: { equals: patientId } } })
    .map((row) => toStored(row).intake)
    // The server's order: newest first, then by id.
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || a.id.localeCompare(b.id));

/** Stores a new or changed intake; each new version is kept in its history. */
export function putIntake(tenantId: string, intake: Intake, version?: DocumentVersion): void {
  const existing = db.intake.findFirst({ where: { id: { equals: intake.id } } });
  const versions = existing ? (JSON.parse(existing.versions) as DocumentVersion[]) : [];
  if (version) versions.push(version);
  const data = { json: JSON.stringify(intake), versions: JSON.stringify(versions) };
  if (existing) db.intake.update({ where: { id: { equals: intake.id } }, data });
  else db.intake.create({ id: intake.id, tenantId, patientId: intake.patientId, ...data });
}

export const observationsOf = (tenantId: string, patientId: string): Observation[] =>
  db.observation
    .findMany({ where: { tenantId: { equals: tenantId }, patientId: { equals: patientId } } })
    .map((row) => JSON.parse(row.json) as Observation)
    // The server's total order: oldest first, then by id (a re-score is recorded as it is effective).
    .sort((a, b) => a.effectiveAt.localeCompare(b.effectiveAt) || a.id.localeCompare(b.id));

export function addObservation(tenantId: string, patientId: string, observation: Observation) {
  db.observation.create({
    id: observation.id,
    tenantId,
    patientId,
    json: JSON.stringify(observation),
  });
}

/** Forgets every mock intake and score (tests start from none). */
export const resetMockIntakes = () => drop(db);
