// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { readSingleton } from '#src/content/loaders/read.ts';
import type { SamplePlaybook } from '#src/content/samples.ts';
import { fillSlots } from '#src/lib/fill-slots.ts';
import { SamplePlaybookCard } from './sample-playbook';

/** The card's words, as the pages pass them (site/samples.yaml). */
const words = readSingleton('samples').playbook;

const playbook: SamplePlaybook = {
  name: 'Renewal protection',
  trigger: 'A key stakeholder at a renewal account engages a competitor',
  actions: [
    { kind: 'alert', label: 'Send alert to CSM' },
    { kind: 'task', label: 'Create task in CRM' },
    { kind: 'document', label: 'Update QBR agenda' },
    { kind: 'sequence', label: 'Enroll in battlecard sequence' },
  ],
  status: 'active',
  runsPerMonth: 13,
};

describe('SamplePlaybookCard', () => {
  it('shows name, trigger, the actions in order, status and runs per month', () => {
    render(<SamplePlaybookCard {...playbook} words={words} />);
    const card = screen.getByRole('group', { name: fillSlots(words.label, { name: playbook.name }) });
    expect(card).toHaveAttribute('data-sample');
    expect(within(card).getByText(playbook.trigger)).toBeInTheDocument();
    expect(
      within(within(card).getByRole('list'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(playbook.actions.map((action) => action.label));
    expect(within(card).getByText(words.statuses.active)).toBeInTheDocument();
    expect(card).toHaveTextContent(`13 ${words.runsPerMonth}`);
  });

  it('has no controls: the status is a label, not a toggle', () => {
    render(<SamplePlaybookCard {...playbook} words={words} status="paused" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.getByText(words.statuses.paused)).toBeInTheDocument();
  });
});
