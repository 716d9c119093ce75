import { describe, expect, it } from 'vitest';
import { PREACT_FOR_REACT, preactIslandsPlugin } from './preact-islands';

type ResolveHook = (
  this: { environment: { name: string }; resolve: (source: string) => Promise<{ id: string }> },
  source: string,
  importer: string | undefined,
  options: Record<string, unknown>,
) => Promise<{ id: string } | null>;

/** Calls the plugin's resolveId as Vite would, in the named environment; `resolve` echoes what it is asked. */
function resolveIn(environment: string, source: string) {
  const hook = preactIslandsPlugin().resolveId as unknown as ResolveHook;
  const context = { environment: { name: environment }, resolve: async (target: string) => ({ id: target }) };
  return hook.call(context, source, '/src/components/x.tsx', {});
}

describe('preactIslandsPlugin', () => {
  it('only applies to the production build', () => {
    expect(preactIslandsPlugin().apply).toBe('build');
  });

  it.each(Object.entries(PREACT_FOR_REACT))('sends %s to %s in the browser bundle', async (react, preact) => {
    await expect(resolveIn('client', react)).resolves.toEqual({ id: preact });
  });

  it('leaves the prerendered pages on React', async () => {
    for (const environment of ['prerender', 'ssr']) {
      await expect(resolveIn(environment, 'react')).resolves.toBeNull();
      await expect(resolveIn(environment, 'react-dom/server')).resolves.toBeNull();
    }
  });

  it('leaves every other import alone', async () => {
    await expect(resolveIn('client', 'react-dom/server')).resolves.toBeNull();
    await expect(resolveIn('client', 'radix-ui')).resolves.toBeNull();
  });
});
