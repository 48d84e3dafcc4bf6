/**
 * The admins' oversight of requirements and their pitches (docs/product.md#club-needs, decisions
 * 056 and 061): every requirement with its pitch counts, its pitches, and closing one with a reason.
 */

/** The longest reason an admin may give for closing a requirement; the club reads it. */
export const CLUB_NEED_CLOSE_REASON_MAX = 500;
