import { lockedMessage, type DraftRefusals } from '../../common/contracts/document-rules.ts';
import type { DocumentStatus } from '../../common/contracts/documents.contract.ts';
import { HttpError } from '../http/http-error.ts';

export type { DraftRefusals };

/** 409 unless the document is a draft: a signed or withdrawn document's content never changes. */
export function requireDocumentDraft(
  document: { status: DocumentStatus },
  refusals: DraftRefusals,
): void {
  const locked = lockedMessage(document.status, refusals);
  if (locked) throw new HttpError(409, locked);
}

/** Thrown inside a write's transaction when the row is no longer the version it edits: rolls back. */
export class DocumentMoved extends Error {
  constructor() {
    super('the document is no longer the draft at the named version');
    this.name = 'DocumentMoved';
  }
}

/** Runs a versioned write; false when it found the document moved (and so changed nothing). */
export async function unlessMoved(write: () => Promise<unknown>): Promise<boolean> {
  try {
    await write();
    return true;
  } catch (error) {
    if (error instanceof DocumentMoved) return false;
    throw error;
  }
}
