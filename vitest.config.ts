import { defineConfig } from 'vitest/config';

export default defineConfig({
  oxc: {
    jsx: { runtime: 'automatic', importSource: 'react' },
  },
  test: {
    include: [
      'src/**/*.test.{ts,tsx}',
      'server/**/*.test.ts',
      'shared/**/*.test.ts',
      'scripts/**/*.test.ts',
      'edge/**/*.test.ts',
      'tests/*.test.ts',
      'tests/spec-fidelity/*.test.ts',
    ],
    environment: 'node',
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
    unstubEnvs: true,
    // Files share a worker's module graph and environment: about 5× faster on two cores. Each test
    // cleans up after itself (src/test/setup.ts), and the suite passes with the files in any order
    // (`vitest run --sequence.shuffle.files`).
    isolate: false,
    // A limit that catches a hung test, not a slow one (bench/ measures speed): tests that read every
    // content file took over the default 5 s on a 2-core machine shared with other runs.
    testTimeout: 20_000,
  },
});
