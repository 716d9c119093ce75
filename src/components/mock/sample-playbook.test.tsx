// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import type { SamplePlaybook } from '#src/content/samples.ts';
import { SamplePlaybookCard } from './sample-playbook';

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
    render(<SamplePlaybookCard {...playbook} />);
    const card = screen.getByRole('group', { name: 'Sample playbook: Renewal protection' });
    expect(within(card).getByText(playbook.trigger)).toBeInTheDocument();
    expect(
      within(within(card).getByRole('list'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(playbook.actions.map((action) => action.label));
    expect(within(card).getByText('Active')).toBeInTheDocument();
    expect(card).toHaveTextContent('13 runs per month');
  });

  it('has no controls: the status is a label, not a toggle', () => {
    render(<SamplePlaybookCard {...playbook} status="paused" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.getByText('Paused')).toBeInTheDocument();
  });
});
