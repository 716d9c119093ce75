/**
 * The one rule every sample alert card is built through (spec §3 "Alert card"): the tag decides the
 * strategy, the automated response (the play the alert starts) and the account statuses it can carry.
 * Content writes only what varies (who, where, what happened); `alertCard()` adds the rest, and a status
 * that does not fit the tag, or an owner handle that is not one, is a type error.
 */
import type { AccountStatus, AlertCard, AlertPlay, AlertTag, StrategyType } from './types.ts';

export const ALERT_RULES = {
  'New Business': { strategy: 'offensive', play: 'Competitive new biz', statuses: ['Prospect'] },
  'Closed Lost Revival': { strategy: 'offensive', play: 'Closed lost revival', statuses: ['Closed Lost'] },
  'Upsell Opportunity': {
    strategy: 'offensive',
    play: 'Competitive upsell',
    statuses: ['Customer', 'Active'],
  },
  'Open Opportunity': { strategy: 'defensive', play: 'Deal protection', statuses: ['Opportunity', 'Open'] },
  'Renewal Risk': { strategy: 'defensive', play: 'Renewal protection', statuses: ['Renewal'] },
  'Churn Risk': { strategy: 'defensive', play: 'Churn prevention', statuses: ['Active', 'Customer'] },
} as const satisfies Record<
  AlertTag,
  { strategy: StrategyType; play: AlertPlay; statuses: readonly AccountStatus[] }
>;

/** An account owner's handle, as the alert addresses them: `@first.role`. */
export type OwnerHandle = `@${string}.${string}`;

/** What a page writes for one sample alert; everything else follows from `tag`. */
export type AlertSample<Tag extends AlertTag = AlertTag> = {
  /** The contact who engaged the competitor. */
  name: string;
  /** The contact's job title. */
  title: string;
  tag: Tag;
  description: string;
  account: string;
  competitor: string;
  accountStatus: (typeof ALERT_RULES)[Tag]['statuses'][number];
  accountDetails: readonly [ownerHandle: OwnerHandle, ...details: string[]];
  size?: 'full' | 'compact';
};

/**
 * A sample alert card: strategy and response follow from the tag. The one exception is a playbook's own
 * alert, whose response is the playbook it starts (`alertCardFor` in the playbook library passes it).
 */
export function alertCard<Tag extends AlertTag>(
  sample: AlertSample<Tag>,
  play: AlertPlay = ALERT_RULES[sample.tag].play,
): AlertCard {
  return { ...sample, strategyType: ALERT_RULES[sample.tag].strategy, play };
}
