/**
 * Members removed from the demo data set (status excluded / ceased): their profiles answer 410 and
 * no page links to them, so specs name them. The seed is fixed (scripts/seed/model.ts draws the
 * status), so the same members are removed on every machine.
 */
export const REMOVED_MEMBERS = { excluded: 'trifoglio-eventi', ceased: 'studio-sextant' } as const;
