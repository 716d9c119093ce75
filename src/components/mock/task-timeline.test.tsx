// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { readSingleton } from '#src/content/loaders/read.ts';
import type { TaskTimeline as TaskTimelineData } from '#src/content/samples.ts';
import { fillSlots } from '#src/lib/fill-slots.ts';
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

/** The run's words, as the pages pass them (site/samples.yaml). */
const words = readSingleton('samples').run;

describe('TaskTimeline', () => {
  it('is a labelled illustration with the run, the account and how many tasks are done', () => {
    render(<TaskTimeline {...run} words={words} />);
    const timeline = screen.getByRole('group', {
      name: fillSlots(words.label, { name: run.name, account: run.account }),
    });
    expect(timeline).toHaveAttribute('data-sample');
    expect(within(timeline).getByText('Closed lost revival')).toBeInTheDocument();
    expect(within(timeline).getByText('Tallgrass Supply')).toBeInTheDocument();
    expect(timeline).toHaveTextContent(
      `${fillSlots(words.progress, { done: '1', total: '3' })} ${words.progressEnd}`,
    );
  });

  it('lists the tasks in order, each with its kind, owner, due time and status in words', () => {
    render(<TaskTimeline {...run} words={words} />);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    const { kinds, statuses, owner, due } = words;
    expect(items.map(spokenText)).toEqual([
      `Set the Win-Back flag${statuses.done}${kinds.crm} ${owner} Countermove ${due} Today`,
      `Write to the buying group${statuses['in-progress']}${kinds.email} ${owner} Jordan Lee ${due} Today`,
      `Call the executive sponsor${statuses.due}${kinds.call} ${owner} Jordan Lee ${due} Day 3`,
    ]);
    // The status is a word, not only a colour or a shape; the markers and avatars are decoration.
    expect(items.map((item) => item.querySelector('[data-slot="task-status"]')?.textContent)).toEqual([
      statuses.done,
      statuses['in-progress'],
      statuses.due,
    ]);
    for (const icon of screen.getByRole('group').querySelectorAll('svg')) {
      expect(icon.closest('[aria-hidden="true"]')).not.toBeNull();
    }
  });

  it('has no controls', () => {
    render(<TaskTimeline {...run} words={words} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
