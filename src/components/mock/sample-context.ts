import type { RoutedOpportunity } from '#src/content/samples.ts';
import type { PersonaSampleWords } from '#src/content/schemas/persona-samples.ts';
import type { SamplesContent } from '#src/content/schemas/samples.ts';
import type { AlertCard as AlertCardData } from '#src/content/types.ts';

/*
 * The one type the persona compositions share with the view that picks them (persona-sample.tsx): in a
 * module of its own, so the compositions and the view do not import each other.
 */

/** What every composition draws from besides its own parts: the alert and the shared words. */
export type SampleContext = {
  alert: AlertCardData;
  words: PersonaSampleWords;
  /** The app, chat tool and CRM names (site/samples.yaml `surfaces`). */
  surfaces: SamplesContent['surfaces'];
  /** The routed opportunity card's words (site/samples.yaml `opportunity`). */
  opportunityWords: SamplesContent['opportunity'];
  /** The opportunity a routing objective created (the routing rule draws it). */
  routedOpportunity?: RoutedOpportunity;
};
