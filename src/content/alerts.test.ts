import { ALERT_RULES, alertCard } from './alerts';
import { ACCOUNT_STATUSES, ALERT_PLAYS, ALERT_TAGS } from './types';

const sample = {
  name: 'Dana Whitfield',
  title: 'VP of Operations',
  description: 'Commented on a competitor’s pricing post.',
  account: 'Northwind Logistics',
  competitor: 'Rivalry AI',
  accountDetails: ['@jordan.ae', 'Enterprise'],
} as const;

describe('alertCard: one rule from the tag (spec §3)', () => {
  it('covers every tag with a play and statuses the alert card knows', () => {
    expect(Object.keys(ALERT_RULES).sort()).toEqual([...ALERT_TAGS].sort());
    for (const rule of Object.values(ALERT_RULES)) {
      expect(ALERT_PLAYS).toContain(rule.play);
      for (const status of rule.statuses) expect(ACCOUNT_STATUSES).toContain(status);
    }
    // Each play answers exactly one tag.
    expect(new Set(Object.values(ALERT_RULES).map((rule) => rule.play)).size).toBe(ALERT_TAGS.length);
  });

  it('derives the strategy and the response from the tag', () => {
    expect(alertCard({ ...sample, tag: 'Renewal Risk', accountStatus: 'Renewal' })).toMatchObject({
      strategyType: 'defensive',
      play: 'Renewal protection',
    });
    expect(alertCard({ ...sample, tag: 'New Business', accountStatus: 'Prospect' })).toMatchObject({
      strategyType: 'offensive',
      play: 'Competitive new biz',
    });
  });

  it('keeps every field the page wrote', () => {
    const card = alertCard({ ...sample, tag: 'Churn Risk', accountStatus: 'Active', size: 'compact' });
    expect(card).toMatchObject({ ...sample, tag: 'Churn Risk', accountStatus: 'Active', size: 'compact' });
  });

  it('rejects a status that does not fit the tag, at compile time', () => {
    // @ts-expect-error a renewal-risk alert cannot be on a prospect
    alertCard({ ...sample, tag: 'Renewal Risk', accountStatus: 'Prospect' });
    // @ts-expect-error the first detail must be the owner's handle
    alertCard({ ...sample, accountDetails: ['Enterprise'], tag: 'New Business', accountStatus: 'Prospect' });
  });
});
