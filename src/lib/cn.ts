import { type ClassValue, clsx } from 'clsx';
import { extendTailwindMerge } from 'tailwind-merge';

/**
 * The theme's own names (src/styles/global.css `@theme`) that tailwind-merge cannot know: without them
 * `text-h1` would read as a text colour and `shadow-card` as a shadow colour. cn.test.ts checks the list
 * against global.css.
 */
export const THEME_SCALES = {
  text: ['display', 'h1', 'h2', 'h3', 'lead'],
  shadow: ['card', 'menu', 'raised'],
  animate: ['fade-in', 'slide-in-right'],
};

const merge = extendTailwindMerge({
  extend: { theme: THEME_SCALES },
  // Tailwind 4's font sizes set line-height through `--tw-leading`, so `leading-none text-2xl` keeps the
  // leading: a later font size does not replace an earlier `leading-*` (tailwind-merge assumes it does).
  override: { conflictingClassGroups: { 'font-size': [] } },
});

/** Joins class names (clsx); a later Tailwind utility overrides a conflicting earlier one (tailwind-merge). */
export function cn(...inputs: ClassValue[]): string {
  return merge(clsx(inputs));
}
