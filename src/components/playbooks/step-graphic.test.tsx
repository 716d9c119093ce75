// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { readSingleton } from '#src/content/loaders/read.ts';
import { StepGraphic } from './step-graphic';

const { graphics, stepMocks } = readSingleton('playbookLibrary').labels;

describe('StepGraphic', () => {
  it.each([
    ['discovery', [stepMocks.discovery.meeting, stepMocks.discovery.duration, ...stepMocks.discovery.agenda]],
    ['outreach', [stepMocks.outreach.to, stepMocks.outreach.subject, stepMocks.outreach.metric]],
    ['campaign', [stepMocks.campaign.name, stepMocks.campaign.contacts, ...stepMocks.campaign.assets]],
    ['alert', [stepMocks.alert.signal, stepMocks.alert.routedTo, stepMocks.alert.created]],
  ] as const)('the %s mock-up is an image named by its label, showing its words', (kind, texts) => {
    render(<StepGraphic kind={kind} label={graphics[kind]} mocks={stepMocks} />);
    const image = screen.getByRole('img', { name: graphics[kind] });
    expect(image).toHaveAttribute('data-graphic', kind);
    for (const text of texts) expect(image).toHaveTextContent(text);
  });
});
