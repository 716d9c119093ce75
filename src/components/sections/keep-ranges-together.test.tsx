// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { KeepRangesTogether } from './keep-ranges-together';

describe('KeepRangesTogether', () => {
  it('wraps each figure range in a no-wrap span and leaves the text unchanged', () => {
    const text = 'Buying groups of 10-11 stakeholders, 15-25% win rates and 30-90 days of warning.';
    const { container } = render(
      <p>
        <KeepRangesTogether text={text} />
      </p>,
    );
    expect(container.textContent).toBe(text);
    const spans = [...container.querySelectorAll('span.whitespace-nowrap')].map((span) => span.textContent);
    expect(spans).toEqual(['10-11', '15-25%', '30-90 days']);
  });

  it('returns plain text when there is no range', () => {
    const { container } = render(
      <p>
        <KeepRangesTogether text="No figures here." />
      </p>,
    );
    expect(container.querySelector('span')).toBeNull();
  });
});
