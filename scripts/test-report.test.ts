import {
  enginesFailures,
  firstLines,
  formatFailures,
  type PlaywrightReport,
  playwrightFailures,
  vitestFailures,
} from './test-report.ts';

const playwrightReport: PlaywrightReport = {
  suites: [
    {
      title: 'home.spec.ts',
      specs: [
        {
          title: 'the hero names the product',
          file: 'home.spec.ts',
          line: 12,
          tests: [{ status: 'expected', results: [{ status: 'passed' }] }],
        },
      ],
      suites: [
        {
          title: 'mobile menu',
          specs: [
            {
              title: 'opens from the button',
              file: 'home.spec.ts',
              line: 40,
              tests: [
                {
                  status: 'unexpected',
                  results: [
                    {
                      status: 'failed',
                      error: {
                        message: '\u001b[31mError: expect(locator).toBeVisible()\u001b[39m\n\nLocator: nav\n',
                      },
                    },
                  ],
                },
              ],
            },
            {
              title: 'closes on Escape',
              file: 'home.spec.ts',
              line: 52,
              tests: [
                {
                  status: 'flaky',
                  results: [
                    { status: 'timedOut', error: { message: 'Test timeout of 60000ms exceeded.' } },
                    { status: 'passed' },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
  ],
};

test('a Playwright report gives each failed and flaky test by file, line and title, with its first error lines', () => {
  expect(playwrightFailures('e2e', playwrightReport)).toEqual([
    {
      step: 'e2e',
      title: 'home.spec.ts:40 › mobile menu › opens from the button',
      error: 'Error: expect(locator).toBeVisible()\nLocator: nav',
      flaky: false,
    },
    {
      step: 'e2e',
      title: 'home.spec.ts:52 › mobile menu › closes on Escape',
      error: 'Test timeout of 60000ms exceeded.',
      flaky: true,
    },
  ]);
});

test('a Vitest report gives failed tests, and a file that failed to load', () => {
  const failures = vitestFailures({
    testResults: [
      {
        name: '/repo/src/a.test.ts',
        status: 'failed',
        assertionResults: [
          {
            fullName: 'prices are in dollars',
            status: 'failed',
            failureMessages: ['AssertionError: expected 1 to be 2'],
          },
          { fullName: 'prices are rounded', status: 'passed' },
        ],
      },
      {
        name: '/repo/src/b.test.ts',
        status: 'failed',
        message: 'SyntaxError: Unexpected token',
        assertionResults: [],
      },
    ],
  });
  expect(failures.map((failure) => failure.title)).toEqual(['prices are in dollars', '/repo/src/b.test.ts']);
  expect(failures[1]?.error).toBe('SyntaxError: Unexpected token');
});

test('the engines report and missing reports', () => {
  expect(enginesFailures({ failures: [{ title: 'Firefox: /pricing', error: 'no h1' }] })).toEqual([
    { step: 'engines', title: 'Firefox: /pricing', error: 'no h1' },
  ]);
  expect(
    enginesFailures({
      failures: [{ title: 'WebKit: /pricing', error: 'did not finish loading', flaky: true }],
    }),
  ).toEqual([{ step: 'engines', title: 'WebKit: /pricing', error: 'did not finish loading', flaky: true }]);
  expect(enginesFailures(undefined)).toEqual([]);
  expect(playwrightFailures('nginx', undefined)).toEqual([]);
  expect(vitestFailures(undefined)).toEqual([]);
});

test('firstLines keeps at most the asked number of non-empty lines', () => {
  expect(firstLines('a\n\nb\nc\nd\ne', 3)).toBe('a\nb\nc');
  expect(firstLines(undefined)).toBe('');
});

test('the section is empty when nothing failed, and puts retries apart from failures', () => {
  expect(formatFailures([])).toEqual([]);
  const lines = formatFailures(playwrightFailures('e2e', playwrightReport));
  expect(lines[1]).toBe('Failed');
  expect(lines).toContain('  ✘ [e2e] home.spec.ts:40 › mobile menu › opens from the button');
  expect(lines.some((line) => line.startsWith('Passed only on a retry'))).toBe(true);
  expect(lines.indexOf('Failed')).toBeLessThan(lines.findIndex((line) => line.startsWith('Passed only')));
});
