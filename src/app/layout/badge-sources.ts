/**
 * The live figures menu badges can show, by source name (deadlines.today, documents.pendingReview…). Each data
 * area registers its own when it lands; a badge whose source is not registered shows its fixed content, if any.
 */
export const BADGE_SOURCES: Readonly<Record<string, () => number | undefined>> = {};
