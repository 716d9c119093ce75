/**
 * What /playbooks derives from the playbook files (src/content/playbooks/<id>.yaml, schema in
 * schemas/playbooks.ts): a playbook with its file name and its proof point as the detail shows it, and the
 * library's order. No copy: every word comes from a playbook's file, from the library page
 * (src/content/pages/playbooks.yaml) or from the proof point it names.
 */
import { readCollection } from './loaders/read.ts';
import { type ProofPointView, readProofPoint } from './proof-points.ts';
import type { PlaybookData } from './schemas/playbooks.ts';

export type {
  OwnStepMocks,
  PlaybookCardKind,
  PlaybookCardSample,
  PlaybookCategory,
  PlaybookData,
  PlaybookLibraryData,
  PlaybookLibraryLabels,
  PlaybookNext,
  PlaybookScene,
  PlaybookStep,
  PlaybookTask,
  StepMocks,
} from './schemas/playbooks.ts';

/**
 * A playbook as the library shows it: its fields, its file name (`slug`, the detail's anchor is
 * `playbook-<slug>`) and its proof point's line and link.
 */
export type Playbook = PlaybookData & { slug: string; proof: ProofPointView };

/** The library's order: by number (each playbook has its own; the schema checks it). */
export function inLibraryOrder<T extends { data: Pick<PlaybookData, 'id'> }>(entries: readonly T[]): T[] {
  return [...entries].sort((a, b) => a.data.id - b.data.id);
}

/** A playbook from its entry (Astro's `getCollection('playbooks')` or the Node reader) and its proof point. */
export function toPlaybook(entry: { id: string; data: PlaybookData }, proof: ProofPointView): Playbook {
  return { ...entry.data, slug: entry.id, proof };
}

/** Every playbook in library order, read from the files (tests and scripts; the page reads `astro:content`). */
export function readPlaybooks(): Playbook[] {
  return inLibraryOrder(readCollection('playbooks')).map((entry) =>
    toPlaybook(entry, readProofPoint(entry.data.proofPoint.id)),
  );
}
