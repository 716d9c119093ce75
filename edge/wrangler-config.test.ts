import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { CSP_REPORT_RATE } from '../shared/csp-reports.ts';
import { RELAY_HOST_SETTING, RELAY_RATE } from '../shared/relay-policy.ts';
import { buildWranglerConfig, COMPATIBILITY_DATE, WRANGLER_CONFIG_PATH } from './wrangler-config.ts';

/** The config as wrangler reads it (JSON with `//` comment lines on top). */
function parse(text: string) {
  return JSON.parse(
    text
      .split('\n')
      .filter((line) => !line.startsWith('//'))
      .join('\n'),
  ) as {
    compatibility_date: string;
    main: string;
    send_metrics: boolean;
    assets: Record<string, unknown>;
    vars: Record<string, string>;
    ratelimits: Array<{ name: string; simple: { limit: number; period: number } }>;
  };
}

describe('wrangler.jsonc', () => {
  it('is what `npm run deploy:config` generates (run it after changing the relay policy)', async () => {
    expect(await readFile(WRANGLER_CONFIG_PATH, 'utf8')).toBe(buildWranglerConfig());
  });

  it('lets the worker answer every request, from the build, with no telemetry', () => {
    const config = parse(buildWranglerConfig());
    expect(config.main).toBe('edge/worker.ts');
    expect(config.send_metrics).toBe(false);
    expect(config.assets).toEqual({
      directory: './dist',
      binding: 'ASSETS',
      run_worker_first: true,
      html_handling: 'none',
      not_found_handling: 'none',
    });
    expect(config.vars).toEqual({ [RELAY_HOST_SETTING.env]: RELAY_HOST_SETTING.default });
  });

  it.each([
    ['RELAY_RATE_LIMITER', RELAY_RATE],
    ['CSP_REPORT_RATE_LIMITER', CSP_REPORT_RATE],
  ] as const)(
    '%s counts at the Node server’s sustained rate, with at most its burst in one window',
    (name, rate) => {
      const limiter = parse(buildWranglerConfig()).ratelimits.find((binding) => binding.name === name);
      // The binding counts over 10 s or 60 s only.
      expect([10, 60]).toContain(limiter?.simple.period);
      expect((limiter?.simple.limit ?? 0) / (limiter?.simple.period ?? 1)).toBe(rate.perSecond);
      expect(limiter?.simple.limit).toBeLessThanOrEqual(rate.burst);
    },
  );

  it('pins a compatibility date the bundled runtime supports', () => {
    // wrangler's own workerd: the newest date it knows is its release date; a later one is refused.
    const wrangler = createRequire(createRequire(import.meta.url).resolve('wrangler/package.json'));
    const { compatibilityDate } = wrangler('workerd') as { compatibilityDate: string };
    expect(COMPATIBILITY_DATE <= compatibilityDate).toBe(true);
    expect(parse(buildWranglerConfig()).compatibility_date).toBe(COMPATIBILITY_DATE);
  });
});
