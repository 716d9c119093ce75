/**
 * The failures section at the end of `npm test`: which tests failed, and which passed only on a retry,
 * read from the JSON reports each step writes to .reports/. CI keeps only the tail of a long log, so the
 * names and the first lines of each error are printed again there, under the summary.
 */

export type Failure = { step: string; title: string; error: string; flaky?: boolean };

type PlaywrightResult = { status?: string; error?: { message?: string }; errors?: { message?: string }[] };
type PlaywrightTest = { status?: string; projectName?: string; results?: PlaywrightResult[] };
type PlaywrightSpec = { title: string; file?: string; line?: number; tests?: PlaywrightTest[] };
export type PlaywrightSuite = { title: string; specs?: PlaywrightSpec[]; suites?: PlaywrightSuite[] };
export type PlaywrightReport = { suites?: PlaywrightSuite[] };

export type VitestReport = {
  testResults?: {
    name: string;
    status?: string;
    message?: string;
    assertionResults?: { fullName: string; status: string; failureMessages?: string[] }[];
  }[];
};

export type EnginesReport = { failures?: { title: string; error: string; flaky?: boolean }[] };

// biome-ignore lint/suspicious/noControlCharactersInRegex: terminal colour codes are what it removes
const ANSI = /\u001b\[[0-9;]*m/g;

/** The first `lines` non-empty lines of an error message, without terminal colours. */
export function firstLines(message: string | undefined, lines = 4): string {
  return (message ?? '')
    .replace(ANSI, '')
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== '')
    .slice(0, lines)
    .join('\n');
}

export function playwrightFailures(step: string, report: PlaywrightReport | undefined): Failure[] {
  const found: Failure[] = [];
  const visit = (suite: PlaywrightSuite, path: string[]) => {
    const titles = suite.title && !suite.title.endsWith('.ts') ? [...path, suite.title] : path;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
        const failedRun = (test.results ?? []).find((result) => result.status !== 'passed');
        const where = spec.file ? `${spec.file}:${spec.line ?? 0} › ` : '';
        found.push({
          step,
          title: `${where}${[...titles, spec.title].join(' › ')}`,
          error: firstLines(
            failedRun?.error?.message ?? failedRun?.errors?.[0]?.message ?? failedRun?.status,
          ),
          flaky: test.status === 'flaky',
        });
      }
    }
    for (const child of suite.suites ?? []) visit(child, titles);
  };
  for (const suite of report?.suites ?? []) visit(suite, []);
  return found;
}

export function vitestFailures(report: VitestReport | undefined): Failure[] {
  const found: Failure[] = [];
  for (const file of report?.testResults ?? []) {
    const failed = (file.assertionResults ?? []).filter((result) => result.status === 'failed');
    for (const result of failed) {
      found.push({ step: 'unit', title: result.fullName, error: firstLines(result.failureMessages?.[0]) });
    }
    // A file that failed to load has no assertion results, only a message.
    if (failed.length === 0 && file.status === 'failed') {
      found.push({ step: 'unit', title: file.name, error: firstLines(file.message) });
    }
  }
  return found;
}

export function enginesFailures(report: EnginesReport | undefined): Failure[] {
  return (report?.failures ?? []).map((failure) => ({
    step: 'engines',
    title: failure.title,
    error: firstLines(failure.error),
    ...(failure.flaky ? { flaky: true } : {}),
  }));
}

/** The section's lines: failures first, then tests that passed only on a retry; none when all is well. */
export function formatFailures(failures: Failure[]): string[] {
  const lines: string[] = [];
  const section = (heading: string, list: Failure[]) => {
    if (list.length === 0) return;
    lines.push('', heading);
    for (const failure of list) {
      lines.push(`  ✘ [${failure.step}] ${failure.title}`);
      for (const line of failure.error.split('\n').filter(Boolean)) lines.push(`      ${line}`);
    }
  };
  section(
    'Failed',
    failures.filter((failure) => !failure.flaky),
  );
  section(
    'Passed only on a retry (flaky: fix, do not ignore)',
    failures.filter((failure) => failure.flaky),
  );
  return lines;
}
