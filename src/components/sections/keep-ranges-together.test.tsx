// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { KeepCompoundsTogether, KeepRangesTogether } from './keep-ranges-together';

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

describe('KeepCompoundsTogether', () => {
  it('keeps each hyphenated compound on one line and leaves the text unchanged', () => {
    const text = 'Reopen closed-lost deals with a go-to-market plan';
    const { container } = render(
      <h3>
        <KeepCompoundsTogether text={text} />
      </h3>,
    );
    expect(container.textContent).toBe(text);
    const spans = [...container.querySelectorAll('span.whitespace-nowrap')].map((span) => span.textContent);
    expect(spans).toEqual(['closed-lost', 'go-to-market']);
  });

  it('applies only from 640 px when asked, for h1-size type on phones', () => {
    const { container } = render(
      <h1>
        <KeepCompoundsTogether text="Pay per competitor-influenced opportunity" from="sm" />
      </h1>,
    );
    expect(container.querySelector('span')).toHaveClass('sm:whitespace-nowrap');
    expect(container.querySelector('span')).not.toHaveClass('whitespace-nowrap');
  });
});
