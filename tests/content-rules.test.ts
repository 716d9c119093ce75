import { PLACEHOLDER_PATTERN } from './content-rules.ts';

describe('PLACEHOLDER_PATTERN', () => {
  it.each([
    'Lorem ipsum dolor',
    'TODO: write this',
    'Contact {email}',
    'The Business Case for {product}',
    'Coming soon',
  ])('catches %j', (text) => {
    expect(text).toMatch(PLACEHOLDER_PATTERN);
  });

  it.each(['Alerts arrive within minutes.', 'Email support@countermove.io', 'Renewal win rate up 23%'])(
    'lets real copy through: %j',
    (text) => {
      expect(text).not.toMatch(PLACEHOLDER_PATTERN);
    },
  );
});
