import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { parseSiteManifest, SITE_MANIFEST_PATH } from '../../edge/site-manifest.ts';
import { buildServer } from '../../server/app.ts';
import { summariseCspReports } from '../../shared/csp-reports.ts';
import {
  DEFAULT_RELAY_HOSTS,
  RELAY_REQUEST_HEADERS,
  RELAY_RESPONSE_LIMIT,
  RELAY_ROUTES,
  RELAY_UPSTREAM_STATUSES,
} from '../../shared/relay-policy.ts';
import { MAX_TARGET_LENGTH, TARGET_RULES } from '../../shared/request-target.ts';
import { buildRouteTable } from '../../shared/routes.ts';
import { securityHeaders } from '../../shared/security-headers.ts';
import { NGINX_CONF_PATH, NGINX_DEFAULTS, NGINX_SCRIPT_DIR } from '../deploy-config.ts';
import { buildNginxConf } from './deploy-config.ts';
import { buildNginxRedirectsInclude, writeDeployFiles } from './deploy-files.ts';
import { buildNginxCspReportScript } from './nginx-csp-report.ts';
import { buildNginxRelayScript } from './nginx-relay.ts';
import { NGINX_SCRIPTS } from './nginx-scripts.ts';

describe('deploy configs', () => {
  it('deploy/nginx.conf is what `npm run deploy:config` generates (run it after changing headers or the relay)', async () => {
    expect(await readFile(NGINX_CONF_PATH, 'utf8')).toBe(buildNginxConf(NGINX_DEFAULTS));
    for (const [name, build] of Object.entries(NGINX_SCRIPTS)) {
      expect(await readFile(path.join(NGINX_SCRIPT_DIR, name), 'utf8'), name).toBe(build());
    }
  });

  it('nginx sets every security header, and relays every route with the same limits', () => {
    const conf = buildNginxConf(NGINX_DEFAULTS);
    for (const name of Object.keys(securityHeaders({ scriptHashes: [], https: false, reporting: true }))) {
      expect(conf).toContain(`add_header ${name} `);
    }
    for (const route of RELAY_ROUTES) {
      expect(conf).toContain(`location = ${route.path} {`);
      expect(conf).toContain(`set $relay_upstream_path ${route.upstreamPath};`);
    }
    expect(conf).toContain(`set $relay_upstream ${DEFAULT_RELAY_HOSTS.ingestion};`);
    expect(conf).toContain('location ^~ /ingest/ {\n      return 404;');
    expect(conf).toContain('client_max_body_size 1024k;');
  });

  it('nginx relays through the njs module generated from the relay policy, never proxy_pass', () => {
    const conf = buildNginxConf(NGINX_DEFAULTS);
    expect(conf).toContain('load_module /usr/lib/nginx/modules/ngx_http_js_module.so;');
    expect(conf).toContain('js_import relay from relay.js;');
    expect(conf).toContain('js_content relay.forward;');
    // proxy_pass copied every header it did not know and obeyed X-Accel-Redirect (issue 26).
    expect(conf).not.toContain('proxy_pass');
    expect(conf).toContain(`js_fetch_max_response_buffer_size ${RELAY_RESPONSE_LIMIT / 1024}k;`);
    const script = buildNginxRelayScript();
    expect(script).toContain(JSON.stringify(RELAY_REQUEST_HEADERS, null, 2).replace(/\n/g, '\n  '));
    expect(script).toContain(JSON.stringify(RELAY_UPSTREAM_STATUSES, null, 2).replace(/\n/g, '\n  '));
    expect(script).toContain('export default { forward };');
    expect(script).not.toMatch(/^import /m);
  });

  it('nginx’s CSP report handler logs what the Node server logs, for the same reports', () => {
    // njs runs the module as ES2017; Node runs the same text here, without its export line.
    const source = buildNginxCspReportScript().replace(/^export default .*$/m, 'this.summarise = summarise;');
    const context: { summarise?: (text: string) => unknown } = {};
    runInNewContext(source, context);
    for (const body of [
      '{"csp-report":{"document-uri":"https://x/a","violated-directive":"img-src","blocked-uri":"data","line-number":3}}',
      '[{"type":"csp-violation","body":{"documentURL":"/a","effectiveDirective":"script-src-elem","sourceFile":"\u0007x"}},{"type":"other"}]',
      `[${Array.from({ length: 12 }, () => '{"type":"csp-violation","body":{"disposition":"enforce"}}').join(',')}]`,
      `{"csp-report":{"blocked-uri":"${'y'.repeat(400)}"}}`,
      'not json',
      'null',
      '[null,1,"x",{"type":"csp-violation"}]',
    ]) {
      expect(JSON.parse(JSON.stringify(context.summarise?.(body))), body.slice(0, 40)).toEqual(
        summariseCspReports(body),
      );
    }
  });

  it('nginx verifies the vendor’s certificate, refuses symlinks and limits the relay per client', () => {
    const conf = buildNginxConf(NGINX_DEFAULTS);
    for (const line of [
      'js_fetch_verify on;',
      'js_fetch_trusted_certificate /etc/ssl/certs/ca-certificates.crt;',
      'set $relay_upstream https://us.i.posthog.com;',
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

  it('nginx refuses odd targets by the shared rule, from the raw $request_uri, with the same statuses', () => {
    const conf = buildNginxConf(NGINX_DEFAULTS);
    expect(conf).toContain('map $request_uri $refused_target {');
    expect(conf).toContain(`"~^.{${MAX_TARGET_LENGTH + 1},}" 414;`);
    for (const rule of TARGET_RULES) {
      // nginx reads a doubled backslash in a quoted string as one: the PCRE pattern is the rule's own.
      expect(conf).toContain(`"~${rule.pattern.replace(/\\/g, '\\\\')}" ${rule.status};`);
    }
    for (const status of [400, 404, 414]) {
      expect(conf).toContain(`if ($refused_target = ${status}) { rewrite `);
    }
    expect(conf).toContain('error_page 400 /_errors/400;');
    expect(conf).toContain('error_page 414 /_errors/414;');
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

  describe('the build’s deploy files agree with the Node server', () => {
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

    it('the edge manifest holds the Node server’s route table and CSP hashes', async () => {
      const manifest = parseSiteManifest(await readFile(path.join(dist, SITE_MANIFEST_PATH), 'utf8'));
      expect(new Map(manifest.pages)).toEqual(await buildRouteTable(dist));
      const app = await buildServer({ distDir: dist });
      const response = await app.inject({ method: 'GET', url: '/' });
      await app.close();
      const policy = String(response.headers['content-security-policy']);
      expect(manifest.scriptHashes.length).toBeGreaterThan(0);
      for (const hash of manifest.scriptHashes) expect(policy).toContain(`'sha256-${hash}'`);
      expect(new Map(manifest.types).get('js')).toBe('application/javascript; charset=utf-8');
    });

    it('leaves out of the edge’s upload what it never serves', async () => {
      const ignored = await readFile(path.join(dist, '.assetsignore'), 'utf8');
      for (const pattern of ['*.br', '*.gz', '.nginx']) expect(ignored.split('\n')).toContain(pattern);
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
      expect(include).toContain(
        `  https "${policy.replace('; report-uri', '; upgrade-insecure-requests; report-uri')}";`,
      );
    });
  });
});
