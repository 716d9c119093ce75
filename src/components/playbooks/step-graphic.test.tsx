// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { playbooks } from '#src/content/playbooks.ts';
import { StepGraphic } from './step-graphic';

const { graphics, stepMocks } = playbooks.labels;

describe('StepGraphic', () => {
  it.each([
    ['discovery', '45 min'],
    ['outreach', '12.4%'],
    ['campaign', '5 contacts'],
  ] as const)('the %s mock-up carries the spec demo value %s', (kind, value) => {
    render(<StepGraphic kind={kind} label={graphics[kind]} mocks={stepMocks} />);
    const image = screen.getByRole('img', { name: graphics[kind] });
    expect(image).toHaveTextContent(value);
  });

  it('the alert mock-up shows the signal, the routing and the created opportunity', () => {
    render(<StepGraphic kind="alert" label={graphics.alert} mocks={stepMocks} />);
    const image = screen.getByRole('img', { name: graphics.alert });
    for (const text of [stepMocks.alert.signal, stepMocks.alert.routedTo, stepMocks.alert.created]) {
      expect(image).toHaveTextContent(text);
    }
  });
});
