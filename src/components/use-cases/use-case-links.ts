import type { UseCaseEntry } from '#src/content/schemas/use-cases.ts';
import type { UseCaseLink } from './explore-use-cases';

/**
 * Every use-case page as a link, in list order (`order`, then the address): what 'Explore other use cases'
 * lists, so a new file in src/content/use-cases/ shows up there by itself.
 */
export function linksToUseCases(entries: readonly { id: string; data: UseCaseEntry }[]): UseCaseLink[] {
  return [...entries]
    .sort((a, b) => a.data.order - b.data.order || a.id.localeCompare(b.id))
    .map(({ id, data }) => ({ path: `/${id}`, label: data.name, blurb: data.blurb, group: data.group }));
}
