/** One ICD-10-CM code and its official title. */
export type Icd10Entry = readonly [code: string, title: string];
