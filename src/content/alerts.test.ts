import { describe, expect, it } from 'vitest';
import { readCollection } from '#src/content/loaders/read.ts';
import { ALERT_RULES, alertCard } from './alerts';
import { readSingleton } from './loaders/read.ts';
import { readPlaybooks } from './playbooks';
import { SAMPLE_CAST } from './samples';
import type { AlertCard } from './types';

function everyAlert(): AlertCard[] {
  const home = readSingleton('home');
  const fromHome: AlertCard[] = [home.hero.visual.alert];
  for (const { sample } of home.showcase.items) {
    if (sample.discriminant === 'routing') fromHome.push(sample.value.alert);
    if (sample.discriminant === 'signals') fromHome.push(...sample.value.alerts);
  }
  return [
    ...fromHome,
    ...readCollection('useCases').map(({ data }) => data.hero.alertCard),
    ...readCollection('personas').flatMap(({ data }) => data.objectives.items.map((item) => item.alertCard)),
    ...readPlaybooks().map((playbook) => playbook.sampleAlert),
  ];
}

describe('alertCard', () => {
  it('takes strategy and play from the tag (defense tags are defensive, Renewal Risk runs Renewal protection)', () => {
    const card = alertCard({
      name: 'Dana Whitfield',
      title: 'VP of Sales Operations',
      tag: 'Renewal Risk',
      description: 'Followed a competitor.',
      account: 'Northwind Logistics',
      competitor: 'Rivalry AI',
      accountStatus: 'Renewal',
      accountDetails: ['@jordan.ae'],
    });
    expect(card).toMatchObject({ strategyType: 'defensive', play: 'Renewal protection' });
    expect(alertCard({ ...card, tag: 'New Business' })).toMatchObject({
      strategyType: 'offensive',
      play: 'Competitive new biz',
    });
  });

  it('builds every alert on the site by the rule', () => {
    const cards = everyAlert();
    expect(cards.length).toBeGreaterThan(30);
    for (const card of cards) {
      expect(card.strategyType, card.name).toBe(ALERT_RULES[card.tag].strategyType);
    }
  });

  it('keeps one name, title and company per sample person', () => {
    const seen = new Map<string, string>();
    for (const card of everyAlert()) {
      const identity = `${card.title} at ${card.account}`;
      expect(seen.get(card.name) ?? identity, card.name).toBe(identity);
      seen.set(card.name, identity);
    }
    expect(seen.get(SAMPLE_CAST.danaWhitfield.name)).toBe('VP of Sales Operations at Northwind Logistics');
  });
});
