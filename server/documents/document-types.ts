import type { Database, SignableColumns } from '../db/schema.ts';

/**
 * Every clinical document's row: what a signed record carries (`SignableColumns`, migrations
 * 0011 and 0018) and whose it is.
 */
export interface DocumentColumns extends SignableColumns {
  tenant_id: string;
  id: string;
  patient_id: string;
  encounter_id: string | null;
  author_id: string;
}

/** The tables of `Database` that hold a clinical document (notes, intakes). */
export type DocumentTable = {
  [T in keyof Database]: Database[T] extends DocumentColumns ? T : never;
}[keyof Database];

/** The addenda of a document type: signed, append-only rows pointing at a signed document. */
export interface AddendaOf {
  table: keyof Database;
  /** The column naming the document (`note_id`); its camel-case name is the key hashed. */
  parentColumn: string;
}

/**
 * What the documents kit needs to know of a clinical document type: its `kind` (what
 * `document_versions` and the signature hash call it), its table, the columns its signature
 * covers besides every document's (e.g. a note's `format`), the role it is signed in, and its
 * addenda table if it takes addenda. Its content is the contract's content schema's, which its
 * routes validate; the kit stores and hashes it as given. See docs/architecture.md, "Add a
 * clinical document type".
 */
export interface DocumentType<T extends DocumentTable = DocumentTable> {
  kind: string;
  table: T;
  /** Column names of `T` (hashed under the same names); read from the stored row. */
  signedColumns: readonly string[];
  signerRole: string;
  addenda: AddendaOf | null;
}

/** A progress note (FHIR Composition): its signature covers its format too; it takes addenda. */
export const NOTE_DOCUMENT: DocumentType<'notes'> = {
  kind: 'note',
  table: 'notes',
  signedColumns: ['format'],
  signerRole: 'clinician',
  addenda: { table: 'note_addenda', parentColumn: 'note_id' },
};

/** An intake (FHIR QuestionnaireResponse): no addenda; a mistake is withdrawn and redone. */
export const INTAKE_DOCUMENT: DocumentType<'intakes'> = {
  kind: 'intake',
  table: 'intakes',
  signedColumns: [],
  signerRole: 'clinician',
  addenda: null,
};
