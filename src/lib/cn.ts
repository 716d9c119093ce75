import { type ClassValue, clsx } from 'clsx';
import { extendTailwindMerge } from 'tailwind-merge';

// The theme's named font sizes (text-h1, text-lead, …) must be known to tailwind-merge, or it would take
// them for colours and drop one of `text-h1 text-ink-700`.
const twMerge = extendTailwindMerge({
  extend: {
    theme: {
      text: ['display', 'h1', 'h2', 'h3', 'lead'],
      shadow: ['card', 'raised', 'menu'],
    },
  },
});

/** Joins class names, letting later Tailwind utilities override earlier conflicting ones. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
