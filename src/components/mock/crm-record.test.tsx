// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { readSingleton } from '#src/content/loaders/read.ts';
import type { CrmRecord } from '#src/content/samples.ts';
import { fillSlots } from '#src/lib/fill-slots.ts';
import { CrmRecordCard } from './crm-record';

/** The record's words, as the pages pass them (site/samples.yaml). */
const words = readSingleton('samples').record;

const opportunity: CrmRecord = {
  objectType: 'Opportunity',
  name: 'Northwind Logistics: Enterprise platform',
  subtitle: 'Owned by Jordan Lee',
  enriched: true,
  fields: [
    { label: 'Owner', value: 'Jordan Lee' },
    { label: 'Stage', value: 'Negotiation' },
    { label: 'Competitor', value: 'Quorvane', enriched: true },
    { label: 'Date engaged', value: 'Oct 14, 2025', enriched: true },
  ],
  activity: [{ text: 'Flagged At-Risk', meta: 'Countermove · Oct 14, 2025' }],
};

describe('CrmRecordCard', () => {
  it('is a labelled illustration with the object type, name and Enriched badge', () => {
    render(<CrmRecordCard {...opportunity} words={words} />);
    const record = screen.getByRole('group', {
      name: fillSlots(words.enrichedLabel, { object: 'opportunity', name: opportunity.name }),
    });
    expect(within(record).getByText('Opportunity')).toBeInTheDocument();
    expect(within(record).getByText(words.enriched)).toBeInTheDocument();
    expect(record).toHaveAttribute('data-sample');
    expect(within(record).getByText('Owned by Jordan Lee')).toBeInTheDocument();
    expect(within(record).queryByRole('button')).not.toBeInTheDocument();
  });

  it('lists every field and marks the enriched ones for sight and for screen readers', () => {
    const { container } = render(<CrmRecordCard {...opportunity} words={words} />);
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Owner',
      'Stage',
      'Competitor',
      'Date engaged',
    ]);
    expect(container.querySelectorAll('[data-enriched]')).toHaveLength(2);
    expect(screen.getByText('Quorvane')).toHaveTextContent(`Quorvane ${words.enrichedValue}`);
    expect(screen.getByText('Negotiation')).not.toHaveTextContent(words.enrichedValue);
  });

  it('shows the activity feed when given one', () => {
    render(<CrmRecordCard {...opportunity} words={words} />);
    expect(screen.getByRole('listitem')).toHaveTextContent('Flagged At-Risk');
  });

  it('has no Enriched badge on a record the service did not touch, and compact drops the subtitle', () => {
    render(
      <CrmRecordCard
        {...opportunity}
        words={words}
        enriched={false}
        activity={undefined}
        density="compact"
      />,
    );
    expect(screen.queryByText(words.enriched)).not.toBeInTheDocument();
    expect(screen.queryByText('Owned by Jordan Lee')).not.toBeInTheDocument();
    expect(screen.getByRole('group')).toHaveAccessibleName(
      fillSlots(words.label, { object: 'opportunity', name: opportunity.name }),
    );
  });

  it('shows the flag the service set, in words, under the record header', () => {
    const { container } = render(
      <CrmRecordCard {...opportunity} words={words} flag={{ label: 'At-Risk', tone: 'defensive' }} />,
    );
    const flag = container.querySelector('[data-slot="record-flag"]');
    expect(flag).toHaveTextContent('At-Risk');
    expect(flag).toHaveClass('text-defense-700');
  });

  it('has no flag unless one is given', () => {
    const { container } = render(<CrmRecordCard {...opportunity} words={words} />);
    expect(container.querySelector('[data-slot="record-flag"]')).toBeNull();
  });
});
