/**
 * Rules every content test shares. Kept outside src/ so the ban-list of placeholder words is not itself
 * mistaken for placeholder copy.
 */

/** Text that must never ship: filler, unfinished markers and the spec's unfilled placeholders. */
export const PLACEHOLDER_PATTERN = /lorem|ipsum|\bTODO\b|\bFIXME\b|\{[a-z_]+\}|coming soon|\[Company\]/i;
