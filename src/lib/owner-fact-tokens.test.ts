import { expandFactTokens, resolveFactToken, withFactTokens } from './owner-fact-tokens';

const facts = {
  legalName: { value: 'Example, Inc.', appearsOn: [] },
  postalAddress: { value: { street: '1 Main Street', city: 'Springfield' }, appearsOn: [] },
  mailboxes: { value: { support: 'help@example.com' }, appearsOn: [] },
  group: { inner: { value: 'Nested', appearsOn: [] } },
};

describe('owner-fact tokens', () => {
  it('reads a fact, a field of its value, or a nested fact', () => {
    expect(resolveFactToken('legalName', facts)).toBe('Example, Inc.');
    expect(resolveFactToken('postalAddress.city', facts)).toBe('Springfield');
    expect(resolveFactToken('postalAddress', facts)).toBe('1 Main Street, Springfield');
    expect(resolveFactToken('group.inner', facts)).toBe('Nested');
  });

  it('fails on a token that names no fact', () => {
    expect(() => resolveFactToken('postalAddress.zip', facts)).toThrow(
      /Unknown owner fact \$fact:postalAddress.zip\$/,
    );
    expect(() => expandFactTokens('Write to $fact:nothing$.', facts)).toThrow(/nothing/);
  });

  it('expands every token of a string, and reads the real facts by default', () => {
    expect(expandFactTokens('$fact:legalName$ at $fact:postalAddress.city$', facts)).toBe(
      'Example, Inc. at Springfield',
    );
    expect(expandFactTokens('$fact:mailboxes.support$')).toMatch(/^support@/);
  });

  it('renders Markdown from the body with its tokens replaced', async () => {
    const seen: (string | undefined)[] = [];
    const markdown = {
      extensions: ['.md'],
      getRenderFunction: async () => async (entry: { body?: string | undefined }) => seen.push(entry.body),
    };
    const data = { extensions: ['.json'] };
    const types = withFactTokens(
      new Map<string, never>([
        ['.md', markdown as never],
        ['.json', data as never],
      ]),
      facts,
    );
    expect(types.get('.json')).toBe(data);
    const render = await types.get('.md')?.getRenderFunction?.({} as never);
    await render?.({ id: 'x', body: 'Mail [$fact:mailboxes.support$](mailto:$fact:mailboxes.support$)' });
    expect(seen).toEqual(['Mail [help@example.com](mailto:help@example.com)']);
  });
});
