// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { readSingleton } from '#src/content/loaders/read.ts';
import { type Playbook, readPlaybooks } from '#src/content/playbooks.ts';
import { PLAYBOOK_CARD_KINDS } from '#src/content/schemas/playbook-cards.ts';
import { CardSample } from './card-sample';

/*
 * The pictures on the library's cards, as the playbook files have them: one of each kind, every word of
 * the file's `card` on show, and the compact alert (spec §3: status and response, with its tag, contact,
 * account, signal and competitor) kept inside each, drawn in a form of its own.
 */
const playbooks = readPlaybooks();
const samples = readSingleton('samples');

/** Every text of a picture's fields but its screen-reader label, as a marketer wrote them. */
function wordsOf(card: Playbook['card']): string[] {
  const { kind: _kind, label: _label, ...fields } = card;
  const texts: string[] = [];
  const walk = (value: unknown): void => {
    if (typeof value === 'string') texts.push(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (typeof value === 'object' && value !== null) Object.values(value).forEach(walk);
  };
  walk(fields);
  return texts;
}

function renderCard(playbook: Playbook) {
  render(<CardSample sample={playbook.card} alert={playbook.sampleAlert} copy={samples} />);
  return screen.getByRole('group', { name: playbook.card.label });
}

describe('CardSample', () => {
  it('the library draws each kind of picture, no two cards alike while there are kinds to spare', () => {
    const kinds = playbooks.map((playbook) => playbook.card.kind);
    expect(new Set(kinds).size).toBe(Math.min(playbooks.length, PLAYBOOK_CARD_KINDS.length));
    expect(new Set(kinds)).toEqual(new Set(PLAYBOOK_CARD_KINDS));
  });

  it.each(playbooks.map((playbook) => [playbook.card.kind, playbook] as const))(
    '%s: a labelled sample group with its words and the compact alert’s status and response',
    (kind, playbook) => {
      const picture = renderCard(playbook);
      expect(picture).toHaveAttribute('data-sample', '');
      expect(picture).toHaveAttribute('data-composition', kind);
      for (const text of wordsOf(playbook.card)) expect(picture).toHaveTextContent(text);

      const alert = within(picture).getByRole('group', { name: /^Sample / });
      expect(alert).toHaveAttribute('data-slot', 'alert-card');
      expect(alert).toHaveAttribute('data-size', 'compact');
      const { tag, name, title, account, description, competitor } = playbook.sampleAlert;
      for (const field of [tag, name, title, account, description, competitor])
        expect(alert).toHaveTextContent(field);
      expect(within(alert).getByText(tag)).toHaveAttribute('data-slot', 'alert-tag');
      const terms = [...alert.querySelectorAll('dt')].map((term) => term.textContent);
      const details = [...alert.querySelectorAll('dd')].map((detail) => detail.textContent);
      expect(terms).toEqual([samples.card.status, samples.card.response]);
      expect(details).toEqual([playbook.sampleAlert.accountStatus, playbook.sampleAlert.play]);
      // Drawn, not controls.
      expect(within(picture).queryAllByRole('button')).toEqual([]);
      expect(within(picture).queryAllByRole('link')).toEqual([]);
    },
  );

  it('no two pictures lay the alert out alike: its elements and their classes differ, words aside', () => {
    // The tag pill's classes follow the strategy, not the channel: left out, so two cards drawing one
    // component with a green and a rose tag count as the same composition.
    const skeletons = playbooks.map((playbook) => {
      const { unmount } = render(
        <CardSample sample={playbook.card} alert={playbook.sampleAlert} copy={samples} />,
      );
      const alert = document.querySelector('[data-slot="alert-card"]');
      const elements = alert ? [alert, ...alert.querySelectorAll('*')] : [];
      const skeleton = elements
        .map((element) =>
          element.matches('[data-slot="alert-tag"]')
            ? element.tagName
            : `${element.tagName}.${element.getAttribute('class') ?? ''}`,
        )
        .join('>');
      unmount();
      return skeleton;
    });
    expect(skeletons.every(Boolean)).toBe(true);
    expect(new Set(skeletons).size).toBe(playbooks.length);
  });

  it('shows the figures the file gives: days to renewal, the health score’s first and last week', () => {
    for (const playbook of playbooks) {
      const { card } = playbook;
      if (card.kind === 'renewal-clock') {
        const picture = renderCard(playbook);
        expect(picture).toHaveTextContent(`${card.days} ${card.daysLabel}`);
        const elapsed = picture.querySelectorAll('rect')[1];
        expect(Number(elapsed?.getAttribute('width'))).toBeCloseTo((1 - card.days / card.termDays) * 100, 0);
      }
      if (card.kind === 'health-dip') {
        const picture = renderCard(playbook);
        expect(picture).toHaveTextContent(`${card.points[0]} → ${card.points.at(-1)}`);
        const marker = picture.querySelector('line');
        expect(Number(marker?.getAttribute('x1'))).toBeCloseTo(
          ((card.signalAt - 1) * 100) / (card.points.length - 1),
        );
        expect(picture.querySelector('polyline')?.getAttribute('points')?.split(' ')).toHaveLength(
          card.points.length,
        );
      }
      if (card.kind === 'stage-track') {
        const picture = renderCard(playbook);
        const stages = [...picture.querySelectorAll('li')];
        expect(stages.map((stage) => stage.textContent)).toEqual(card.stages);
        expect(stages.findIndex((stage) => stage.hasAttribute('data-current'))).toBe(card.current - 1);
      }
    }
  });
});
