/** A record whose stored hash or chain link does not match what it holds. */
export interface BrokenRecord {
  /** A document type's kind ('note', 'intake'; server/documents), 'addendum' or 'audit-event'. */
  kind: string;
  tenantId: string;
  id: string;
  /** What is wrong, in words (never the record's contents). */
  problem: string;
}

/** One run of the integrity check over the whole database (every clinic). */
export interface IntegrityReport {
  checkedAt: Date;
  /** How many records of each kind were re-checked. */
  checked: { notes: number; addenda: number; intakes: number; auditEvents: number };
  /** Every broken record found, signatures first; the audit chain's first break per clinic. */
  broken: BrokenRecord[];
}

/** One broken record in words: what, which, of which clinic, and what is wrong. */
export const describeBroken = (record: BrokenRecord) =>
  `${record.kind} ${record.id} of clinic ${record.tenantId}: ${record.problem}`;

/** The report as one line: what was checked, and the first broken record if any. */
export function describeReport(report: IntegrityReport): string {
  const { notes, addenda, intakes, auditEvents } = report.checked;
  const what = `${notes} signed notes, ${addenda} addenda, ${intakes} signed intakes, ${auditEvents} audit events`;
  const first = report.broken[0];
  if (!first) return `Integrity intact: ${what} checked.`;
  return (
    `Integrity BROKEN: ${report.broken.length} broken record(s) among ${what}; first: ` +
    `${describeBroken(first)}.`
  );
}
