// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { ArticleFunnel } from './article-funnel';

const stages = [
  { name: 'Awareness', weight: 10, sees: 'Website visits', misses: 'Public engagement with rivals' },
  { name: 'Decision', weight: 5, sees: 'A pipeline stage', misses: 'The real choice', note: 'Late' },
];

describe('ArticleFunnel', () => {
  it('is a figure named by its caption whose stages read as text', () => {
    render(
      <ArticleFunnel
        caption="Where the stack loses sight"
        stageLabel="Step"
        seesLabel="Sees"
        missesLabel="Misses"
        stages={stages}
      />,
    );
    const figure = screen.getByRole('figure', { name: 'Where the stack loses sight' });
    const items = within(figure).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('AwarenessSeesWebsite visitsMissesPublic engagement with rivals');
    expect(items[1]).toHaveTextContent('Late');
  });

  it('draws each bar relative to the widest stage', () => {
    render(
      <ArticleFunnel
        caption="Funnel caption text"
        stageLabel="Step"
        seesLabel="Sees"
        missesLabel="Misses"
        stages={stages}
      />,
    );
    expect(screen.getByText('Awareness')).toHaveStyle({ width: '100%' });
    expect(screen.getByText('Decision')).toHaveStyle({ width: '50%' });
  });
});
