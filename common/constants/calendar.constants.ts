/**
 * The calendar's address and its largest window (issue 32), without the contract's schemas: a
 * tab's first load asks for the week from the entry, before the contracts load (first-reads.ts).
 */
export const CALENDAR_PATHS = { range: '/calendar' } as const;

/** The most days one answer covers: the agenda's fortnight. */
export const CALENDAR_MAX_DAYS = 14;
