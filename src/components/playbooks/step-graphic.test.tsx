// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { readSingleton } from '#src/content/loaders/read.ts';
import { revealDeferred } from './static-details';
import { StepGraphic } from './step-graphic';

const { graphics, stepMocks } = readSingleton('playbookLibrary').labels;

/** The graphic as the page serves it (static HTML), parsed as a browser with scripting on parses it. */
function serve(markup: string) {
  document.body.innerHTML = markup;
}

describe('StepGraphic', () => {
  it.each([
    ['discovery', [stepMocks.discovery.meeting, stepMocks.discovery.duration, ...stepMocks.discovery.agenda]],
    ['outreach', [stepMocks.outreach.to, stepMocks.outreach.subject, stepMocks.outreach.metric]],
    ['campaign', [stepMocks.campaign.name, stepMocks.campaign.contacts, ...stepMocks.campaign.assets]],
    ['alert', [stepMocks.alert.signal, stepMocks.alert.routedTo, stepMocks.alert.created]],
  ] as const)(
    'the %s mock-up is an image named by its label, drawn when its detail is shown',
    (kind, texts) => {
      serve(renderToStaticMarkup(<StepGraphic kind={kind} label={graphics[kind]} mocks={stepMocks} />));
      const image = screen.getByRole('img', { name: graphics[kind] });
      expect(image).toHaveAttribute('data-graphic', kind);
      // Until then its drawing is one text node: none of its elements are on the page.
      expect(image.querySelectorAll('noscript')).toHaveLength(1);
      expect(image.querySelector('noscript')?.children).toHaveLength(0);
      revealDeferred(document.body);
      expect(image.querySelector('noscript')).toBeNull();
      expect(image.querySelectorAll('*').length).toBeGreaterThan(3);
      for (const text of texts) expect(image).toHaveTextContent(text);
    },
  );
});
