import { ALERT_RULES } from './schemas/mock.ts';
import type { AlertCard, AlertPlay } from './types';

/*
 * The one rule that builds a sample alert card (spec §3 "Alert card"): its strategy type and its play
 * (the automated response) follow from its tag, so no page writes them by hand. The playbooks use the
 * same builder; a playbook's alert names the playbook itself as its response (see `alertCardFor`).
 */

/** The rule itself lives beside the alert card's schema (schemas/mock.ts), which enforces it on every file. */
export { ALERT_RULES };

/** What a page writes for an alert: everything except what the tag decides. */
export type AlertCardInput = Omit<AlertCard, 'strategyType' | 'play'>;

/** A sample alert card; `play` defaults to the tag's play (a playbook passes its own). */
export function alertCard(input: AlertCardInput, play: AlertPlay = ALERT_RULES[input.tag].play): AlertCard {
  return { ...input, strategyType: ALERT_RULES[input.tag].strategyType, play };
}
