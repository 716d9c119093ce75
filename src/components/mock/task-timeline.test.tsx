// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import type { TaskTimeline as TaskTimelineData } from '#src/content/samples.ts';
import { TaskTimeline } from './task-timeline';

const run: TaskTimelineData = {
  name: 'Closed lost revival',
  account: 'Tallgrass Supply',
  tasks: [
    {
      label: 'Set the Win-Back flag',
      kind: 'crm',
      owner: 'Countermove',
      automated: true,
      due: 'Today',
      status: 'done',
    },
    {
      label: 'Write to the buying group',
      kind: 'email',
      owner: 'Jordan Lee',
      due: 'Today',
      status: 'in-progress',
    },
    { label: 'Call the executive sponsor', kind: 'call', owner: 'Jordan Lee', due: 'Day 3', status: 'due' },
  ],
};

/** The text a screen reader gets: without what is hidden from it (markers, avatars, icons). */
function spokenText(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
}

describe('TaskTimeline', () => {
  it('is a labelled illustration with the run, the account and how many tasks are done', () => {
    render(<TaskTimeline {...run} />);
    const timeline = screen.getByRole('group', {
      name: 'Sample playbook run: Closed lost revival, Tallgrass Supply',
    });
    expect(within(timeline).getByText('Closed lost revival')).toBeInTheDocument();
    expect(within(timeline).getByText('Tallgrass Supply')).toBeInTheDocument();
    expect(timeline).toHaveTextContent('1 of 3 done');
  });

  it('lists the tasks in order, each with its kind, owner, due time and status in words', () => {
    render(<TaskTimeline {...run} />);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map(spokenText)).toEqual([
      'Set the Win-Back flagDoneCRM update Owner: Countermove Due: Today',
      'Write to the buying groupIn progressEmail Owner: Jordan Lee Due: Today',
      'Call the executive sponsorDueCall Owner: Jordan Lee Due: Day 3',
    ]);
    // The status is a word, not only a colour or a shape; the markers and avatars are decoration.
    expect(items.map((item) => within(item).getByText(/^(Done|In progress|Due)$/).textContent)).toEqual([
      'Done',
      'In progress',
      'Due',
    ]);
    for (const icon of screen.getByRole('group').querySelectorAll('svg')) {
      expect(icon.closest('[aria-hidden="true"]')).not.toBeNull();
    }
  });

  it('has no controls', () => {
    render(<TaskTimeline {...run} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
