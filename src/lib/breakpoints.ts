/** The spec's mobile breakpoint: below it, tab lists become stacked lists and the header shows its menu button. */
export const MOBILE_BREAKPOINT_PX = 768;
export const MOBILE_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`;
/** Tailwind's `lg`: from here some tab lists become a column (`data-tabs-vertical="lg"`). */
export const WIDE_QUERY = '(min-width: 1024px)';
