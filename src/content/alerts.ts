import type { AccountStatus, AlertCard, AlertPlay, AlertTag, StrategyType } from './types';

/*
 * The one rule that builds a sample alert card (spec §3 "Alert card"): its strategy type and its play
 * (the automated response) follow from its tag, so no page writes them by hand. The playbooks use the
 * same builder; a playbook's alert names the playbook itself as its response (see `alertCardFor`).
 */

export const ALERT_RULES = {
  'New Business': { strategyType: 'offensive', play: 'Competitive new biz', statuses: ['Prospect'] },
  'Closed Lost Revival': {
    strategyType: 'offensive',
    play: 'Closed lost revival',
    statuses: ['Closed Lost'],
  },
  'Upsell Opportunity': {
    strategyType: 'offensive',
    play: 'Competitive upsell',
    statuses: ['Customer', 'Active'],
  },
  'Open Opportunity': {
    strategyType: 'defensive',
    play: 'Deal protection',
    statuses: ['Opportunity', 'Open'],
  },
  'Renewal Risk': { strategyType: 'defensive', play: 'Renewal protection', statuses: ['Renewal'] },
  'Churn Risk': { strategyType: 'defensive', play: 'Churn prevention', statuses: ['Active', 'Customer'] },
} as const satisfies Record<
  AlertTag,
  { strategyType: StrategyType; play: AlertPlay; statuses: readonly AccountStatus[] }
>;

/** What a page writes for an alert: everything except what the tag decides. */
export type AlertCardInput = Omit<AlertCard, 'strategyType' | 'play'>;

/** A sample alert card; `play` defaults to the tag's play (a playbook passes its own). */
export function alertCard(input: AlertCardInput, play: AlertPlay = ALERT_RULES[input.tag].play): AlertCard {
  return { ...input, strategyType: ALERT_RULES[input.tag].strategyType, play };
}
