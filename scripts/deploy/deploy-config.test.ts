import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildServer } from '../../server/app.ts';
import { DEFAULT_RELAY_HOSTS, RELAY_REQUEST_HEADERS, RELAY_ROUTES } from '../../server/relay.ts';
import { securityHeaders } from '../../shared/security-headers.ts';
import { NGINX_CONF_PATH, NGINX_DEFAULTS } from '../deploy-config.ts';
import { buildNginxConf, NGINX_RELAY_HIDDEN_HEADERS } from './deploy-config.ts';
import { buildHeadersFile, buildNginxRedirectsInclude, writeDeployFiles } from './deploy-files.ts';

/** Headers a `_headers` file gives a path: every matching rule, in order (`*` matches anything). */
function headersFor(file: string, urlPath: string): Record<string, string> {
  const result: Record<string, string> = {};
  let applies = false;
  for (const line of file.split('\n')) {
    if (line.startsWith('#') || line.trim() === '') continue;
    if (!line.startsWith(' ')) {
      const pattern = new RegExp(
        `^${line
          .trim()
          .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
          .replace(/\*/g, '.*')}$`,
      );
      applies = pattern.test(urlPath);
      continue;
    }
    if (applies) {
      const [name, ...value] = line.trim().split(': ');
      result[(name ?? '').toLowerCase()] = value.join(': ');
    }
  }
  return result;
}

describe('deploy configs', () => {
  it('deploy/nginx.conf is what `npm run deploy:config` generates (run it after changing headers or the relay)', async () => {
    expect(await readFile(NGINX_CONF_PATH, 'utf8')).toBe(buildNginxConf(NGINX_DEFAULTS));
  });

  it('nginx sets every security header, and relays every route with the same limits', () => {
    const conf = buildNginxConf(NGINX_DEFAULTS);
    for (const name of Object.keys(securityHeaders({ scriptHashes: [], https: false }))) {
      expect(conf).toContain(`add_header ${name} `);
    }
    for (const route of RELAY_ROUTES) {
      expect(conf).toContain(`location = ${route.path} {`);
      expect(conf).toContain(`rewrite ^ ${route.upstreamPath} break;`);
    }
    expect(conf).toContain(`set $relay_upstream ${DEFAULT_RELAY_HOSTS.ingestion};`);
    expect(conf).toContain('location ^~ /ingest/ {\n      return 404;');
    expect(conf).toContain('client_max_body_size 1024k;');
  });

  it('nginx forwards only the allowlisted request headers and hides the upstream’s security headers', () => {
    const conf = buildNginxConf(NGINX_DEFAULTS);
    expect(conf).toContain('proxy_pass_request_headers off;');
    const forwarded = [...conf.matchAll(/proxy_set_header (\S+) /g)].map((match) => match[1]?.toLowerCase());
    expect(new Set(forwarded)).toEqual(
      new Set(['host', ...RELAY_REQUEST_HEADERS, 'x-forwarded-for', 'connection']),
    );
    expect(conf).toContain('proxy_set_header X-Forwarded-For $remote_addr;');
    for (const name of Object.keys(securityHeaders({ scriptHashes: [], https: false }))) {
      expect(NGINX_RELAY_HIDDEN_HEADERS).toContain(name);
    }
    for (const name of NGINX_RELAY_HIDDEN_HEADERS) {
      expect(conf).toContain(`proxy_hide_header ${name};`);
    }
  });

  it('nginx verifies the vendor’s certificate, refuses symlinks and limits the relay per client', () => {
    const conf = buildNginxConf(NGINX_DEFAULTS);
    for (const line of [
      'proxy_ssl_verify on;',
      'proxy_ssl_trusted_certificate /etc/ssl/certs/ca-certificates.crt;',
      'proxy_ssl_name us.i.posthog.com;',
      'disable_symlinks on;',
      'limit_req zone=relay ',
      'limit_conn relay_connections ',
    ]) {
      expect(conf).toContain(line);
    }
    // No Location is ever built from a regex capture of the request.
    expect(conf).not.toMatch(/return 30\d \$(?!page_redirect)/);
  });

  it('nginx decides the scheme like the Node server: its own, or a trusted proxy’s last X-Forwarded-Proto', () => {
    const untrusted = buildNginxConf(NGINX_DEFAULTS);
    expect(untrusted).toContain('geo $realip_remote_addr $from_trusted_proxy {\n    default 0;\n  }');
    expect(untrusted).not.toContain('set_real_ip_from');
    expect(untrusted).toContain('map "$from_trusted_proxy:$http_x_forwarded_proto" $visitor_scheme {');
    // At http level, beside the map it reads, never a `set` inside the server (issue 26: early errors).
    expect(untrusted).toMatch(/include \.\.\/dist\/\.nginx\/csp\.conf;\n\n {2}server \{/);
    expect(untrusted).not.toContain('set $csp');
    const trusted = buildNginxConf({ ...NGINX_DEFAULTS, trustedProxies: ['10.1.0.0/16', 'loopback'] });
    for (const cidr of ['10.1.0.0/16', '127.0.0.0/8', '::1/128']) {
      expect(trusted).toContain(`  set_real_ip_from ${cidr};`);
      expect(trusted).toContain(`    ${cidr} 1;`);
    }
    expect(trusted).toContain('real_ip_recursive on;');
  });

  it('the nginx redirects are exact, one per other spelling of a built page', () => {
    const include = buildNginxRedirectsInclude(
      new Map([
        ['/', 'index.html'],
        ['/pricing', 'pricing.html'],
        ['/blog/post', 'blog/post.html'],
        ['/bad"name', 'bad"name.html'],
      ]),
    );
    expect(include).toContain('map $uri $page_redirect {\n  default "";');
    expect(include).toContain('  "/index.html" "/";');
    expect(include).toContain('  "/pricing.html" "/pricing";\n  "/pricing/" "/pricing";');
    expect(include).toContain('  "/blog/post/" "/blog/post";');
    expect(include).not.toContain('bad');
  });

  describe('the Node server and _headers agree', () => {
    let dist: string;
    beforeAll(async () => {
      dist = await mkdtemp(path.join(tmpdir(), 'deploy-'));
      const page =
        '<!doctype html><html><head><title>t</title></head><body><script>console.log(1)</script></body></html>';
      await mkdir(path.join(dist, '_astro'));
      await mkdir(path.join(dist, 'og'));
      await Promise.all([
        writeFile(path.join(dist, 'index.html'), page),
        writeFile(path.join(dist, 'pricing.html'), page),
        writeFile(path.join(dist, '404.html'), page),
        writeFile(path.join(dist, '_astro', 'app.abc123.js'), 'export {}'),
        writeFile(path.join(dist, 'og', 'home.png'), 'png'),
        writeFile(path.join(dist, 'robots.txt'), 'User-agent: *'),
      ]);
      await writeDeployFiles(dist, 'Contact: mailto:security@example.com\n');
    });
    afterAll(() => rm(dist, { recursive: true, force: true }));

    it.each([
      '/',
      '/pricing',
      '/_astro/app.abc123.js',
      '/og/home.png',
      '/robots.txt',
      '/.well-known/security.txt',
    ])('%s', async (urlPath) => {
      // Static hosts serve https only: compare with the Node server's answer to an https request.
      const app = await buildServer({ distDir: dist, trustProxy: ['127.0.0.1'] });
      const response = await app.inject({
        method: 'GET',
        url: urlPath,
        headers: { 'x-forwarded-proto': 'https' },
      });
      await app.close();
      expect(response.statusCode).toBe(200);
      const declared = headersFor(await readFile(path.join(dist, '_headers'), 'utf8'), urlPath);
      for (const [name, value] of Object.entries(declared)) {
        expect(response.headers[name], name).toBe(value);
      }
      expect(Object.keys(declared)).toContain('cache-control');
      expect(Object.keys(declared)).toContain('content-security-policy');
    });

    it('the nginx CSP include carries the same policy as the Node server', async () => {
      const app = await buildServer({ distDir: dist });
      const response = await app.inject({ method: 'GET', url: '/' });
      await app.close();
      const include = await readFile(path.join(dist, '.nginx', 'csp.conf'), 'utf8');
      const policy = String(response.headers['content-security-policy']);
      expect(policy).not.toContain('upgrade-insecure-requests');
      expect(include).toContain('map $visitor_scheme $csp {');
      expect(include).toContain(`  default "${policy}";`);
      expect(include).toContain(`  https "${policy}; upgrade-insecure-requests";`);
    });

    it('_headers (https-only hosts) keeps upgrade-insecure-requests', async () => {
      const declared = headersFor(await readFile(path.join(dist, '_headers'), 'utf8'), '/');
      expect(declared['content-security-policy']).toMatch(/; upgrade-insecure-requests$/);
    });
  });

  it('writes one Cache-Control rule per path, so hosts never join two values', () => {
    const file = buildHeadersFile({ scriptHashes: [], pagePaths: ['/', '/pricing'] });
    for (const urlPath of ['/', '/pricing', '/_astro/x.js', '/og/a.png', '/404.html']) {
      const rules = file.split('\n').filter((line) => !line.startsWith(' ') && !line.startsWith('#'));
      const matching = rules.filter((pattern) =>
        new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`).test(urlPath),
      );
      const withCache = matching.filter((pattern) => {
        const block = file.split(`\n${pattern}\n`)[1]?.split(/\n(?! )/)[0] ?? '';
        return block.includes('Cache-Control');
      });
      expect(withCache, urlPath).toHaveLength(1);
    }
  });
});
