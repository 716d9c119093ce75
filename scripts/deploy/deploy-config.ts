// Deploy configurations generated from the same definitions the Node server uses, so the three targets
// cannot drift: response headers (security-headers.ts), cache rules (cacheControlFor) and the analytics
// relay (relay-policy.ts).
//
// - `_headers` (the format Netlify and Cloudflare Pages read) is written into dist/ by the build
//   (scripts/deploy/deploy-files.ts, called from the Astro integration in astro.config.ts), because the CSP
//   carries hashes of the built inline scripts. Static hosts get no relay (README.md, "Deploy").
// - `deploy/nginx.conf` is committed and regenerated with `npm run deploy:config`. It holds no build
//   output: the CSP (`dist/.nginx/csp.conf`) and the exact page redirects (`dist/.nginx/redirects.conf`)
//   are written by the build from the built pages, and it includes them.
//
// Pure string building: no Fastify, no file system.

import { SECURITY_TXT_PATH } from '#src/lib/security-txt.ts';
import { DEFAULT_TIMEOUTS } from '../../server/timeouts.ts';
import {
  CSP_REPORT_ANSWERS,
  CSP_REPORT_BODY_LIMIT,
  CSP_REPORT_PATH,
  CSP_REPORT_RATE,
} from '../../shared/csp-reports.ts';
import {
  RELAY_BODY_LIMIT,
  RELAY_CACHE_CONTROL,
  RELAY_ERRORS,
  RELAY_PATH,
  RELAY_RATE,
  RELAY_RESPONSE_LIMIT,
  RELAY_RETRY_AFTER_S,
  RELAY_ROUTES,
  RELAY_TIMEOUT_MS,
  type RelayHosts,
} from '../../shared/relay-policy.ts';
import { MAX_TARGET_LENGTH, TARGET_RULES } from '../../shared/request-target.ts';
import {
  HTML_CACHE_CONTROL,
  IMMUTABLE_CACHE_CONTROL,
  STATIC_CACHE_CONTROL,
  securityHeaders,
} from '../../shared/security-headers.ts';
import { NGINX_RELAY_UPSTREAM_VARIABLE } from './nginx-relay.ts';

/** The security headers except the CSP, which depends on the build (inline script hashes). */
export function staticSecurityHeaders(): Array<[string, string]> {
  return Object.entries(securityHeaders({ scriptHashes: [], https: true, reporting: true })).filter(
    ([name]) => name !== 'Content-Security-Policy',
  );
}

function nginxHeaderLines(extra: Array<[string, string]>, indent: string): string {
  const headers: Array<[string, string]> = [
    ['Content-Security-Policy', '$csp'],
    ...staticSecurityHeaders(),
    ...extra,
  ];
  const lines = headers.map(
    ([name, value]) => `${indent}add_header ${name} "${value.replace(/"/g, '\\"')}" always;`,
  );
  return lines.join('\n');
}

/**
 * nginx serving dist/ like the Node server: clean URLs onto `<route>.html`, `/x.html` and `/x/` → 301 to
 * `/x`, precompressed .gz files, the same headers and cache rules, the 404 page with status 404, dotfiles
 * hidden, only GET/HEAD for the site, and the /ingest/ relay with the same body limit and timeout.
 * `root` is relative to nginx's prefix (`nginx -p <repo> -c deploy/nginx.conf`).
 */
/** Content types by extension, as the Node server (send's mime table) answers them. */
export const NGINX_TYPES: ReadonlyArray<[string, string]> = [
  ['text/html', 'html'],
  ['text/css', 'css'],
  ['application/javascript', 'js mjs'],
  ['application/json', 'json map'],
  ['application/manifest+json', 'webmanifest'],
  ['application/xml', 'xml'],
  ['text/plain', 'txt'],
  ['image/svg+xml', 'svg'],
  ['image/png', 'png'],
  ['image/jpeg', 'jpg jpeg'],
  ['image/webp', 'webp'],
  ['image/avif', 'avif'],
  ['image/gif', 'gif'],
  ['image/vnd.microsoft.icon', 'ico'],
  ['font/woff2', 'woff2'],
  ['font/woff', 'woff'],
  ['application/pdf', 'pdf'],
];

/** Where Debian's libnginx-mod-http-js installs the njs module (nginx.org's packages use the same path). */
export const NJS_MODULE = '/usr/lib/nginx/modules/ngx_http_js_module.so';

/** System CA bundle (Debian/Ubuntu path) the relay verifies the vendor's certificate against. */
export const CA_BUNDLE = '/etc/ssl/certs/ca-certificates.crt';

// proxy-addr's names for the private ranges (TRUST_PROXY accepts them too), as CIDRs nginx reads.
const NAMED_RANGES: Record<string, readonly string[]> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/**
 * Which proxies may name the client (X-Forwarded-For) and the scheme (X-Forwarded-Proto), as the Node
 * server's TRUST_PROXY list says it: realip for the address, a `geo` flag for the scheme. None by
 * default: the client is the socket peer and the scheme nginx's own.
 */
function nginxTrustLines(trustedProxies: readonly string[]): string {
  const cidrs = trustedProxies.flatMap((entry) => NAMED_RANGES[entry] ?? [entry]);
  const realip = cidrs.map((cidr) => `  set_real_ip_from ${cidr};`);
  const geo = cidrs.map((cidr) => `    ${cidr} 1;`);
  return [
    '  # Proxies that may name the client and the scheme (TRUST_PROXY of the Node server; none by default).',
    ...(realip.length > 0 ? [...realip, '  real_ip_header X-Forwarded-For;', '  real_ip_recursive on;'] : []),
    '  geo $realip_remote_addr $from_trusted_proxy {',
    '    default 0;',
    ...geo,
    '  }',
    "  # The scheme the visitor used: nginx's own, or from a trusted proxy the last X-Forwarded-Proto entry",
    "  # (as the Node server's request.protocol reads it). Only https answers get upgrade-insecure-requests.",
    '  map "$from_trusted_proxy:$http_x_forwarded_proto" $visitor_scheme {',
    '    default $scheme;',
    '    "~^1:(?:.*,)?[ \\t]*https[ \\t]*$" https;',
    '    "~^1:(?:.*,)?[ \\t]*[^, \\t]+[ \\t]*$" http;',
    '  }',
  ].join('\n');
}

/**
 * Where nginx's plain-text error answers live: internal locations, reached by `error_page` with a URI
 * (a named location cannot serve the errors nginx raises while it reads the request line, e.g. `/../x`).
 */
const NGINX_ERROR_PREFIX = '/_errors';

/** A regular expression as an nginx quoted string (nginx reads `\\` as one backslash there). */
function nginxRegex(pattern: string): string {
  return `"~${pattern.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/**
 * The odd-target rule (shared/request-target.ts) as a map over the raw `$request_uri`, so nginx refuses
 * exactly what the Node server refuses, before its own normalisation (merged slashes, resolved dot
 * segments) could make a refused target look like a page.
 */
function nginxTargetRuleMap(): string {
  const rules = [
    [`^.{${MAX_TARGET_LENGTH + 1},}`, 414] as const,
    ...TARGET_RULES.map((rule) => [rule.pattern, rule.status] as const),
  ];
  return [
    '  # One rule for odd request targets, shared with the Node server (shared/request-target.ts).',
    '  map $request_uri $refused_target {',
    '    default "";',
    ...rules.map(([pattern, status]) => `    ${nginxRegex(pattern)} ${status};`),
    '  }',
  ].join('\n');
}

/** A named location answering one of the relay's or report endpoint's own JSON errors. */
function jsonErrorLocation(
  name: string,
  answer: { status: number; body: string },
  extra: Array<[string, string]> = [],
): string {
  return `
    location @${name} {
      types { }
      default_type application/json;
${nginxHeaderLines([...extra, ['Cache-Control', RELAY_CACHE_CONTROL]], '      ')}
      return ${answer.status} '${answer.body}';
    }`;
}

export function buildNginxConf(options: {
  listen: string;
  root: string;
  hosts: RelayHosts;
  /** Addresses, CIDRs or loopback/linklocal/uniquelocal, as TRUST_PROXY lists them; none by default. */
  trustedProxies?: readonly string[];
}): string {
  const { listen, root, hosts, trustedProxies = [] } = options;
  const seconds = (ms: number) => `${Math.round(ms / 1000)}s`;
  const upstream = new URL(hosts.ingestion);

  const relayLocations = RELAY_ROUTES.map(
    (route) => `
    location = ${route.path} {
      error_page 405 @relay_method_not_allowed;
      error_page 413 @relay_too_large;
      error_page 429 @relay_too_many_requests;
      if ($request_method !~ ^(${route.methods.join('|')})$) { return 405; }
      limit_req zone=relay burst=${RELAY_RATE.burst} nodelay;
      limit_conn relay_connections ${RELAY_RATE.connections};
      # The whole body in memory (the relay forwards it as received), within the relay's limit.
      client_max_body_size ${Math.round(RELAY_BODY_LIMIT / 1024)}k;
      client_body_buffer_size ${Math.round(RELAY_BODY_LIMIT / 1024)}k;
      client_body_in_single_buffer on;
      client_body_timeout ${seconds(DEFAULT_TIMEOUTS.headersMs)};
      # deploy/relay.js (njs, from shared/relay-policy.ts) forwards it and writes the answer itself: only
      # the upstream's status, type and body, after the policy's checks (decision 0014).
      set $${NGINX_RELAY_UPSTREAM_VARIABLE} ${upstream.origin};
      set $relay_upstream_path ${route.upstreamPath};
      js_fetch_trusted_certificate ${CA_BUNDLE};
      js_fetch_verify on;
      js_fetch_max_response_buffer_size ${Math.round(RELAY_RESPONSE_LIMIT / 1024)}k;
      js_fetch_timeout ${seconds(RELAY_TIMEOUT_MS)};
      js_content relay.forward;
${nginxHeaderLines([], '      ')}
    }`,
  ).join('\n');
  const relayErrorLocations = [
    jsonErrorLocation('relay_method_not_allowed', RELAY_ERRORS.methodNotAllowed, [
      ['Allow', RELAY_ROUTES[0]?.methods.join(', ') ?? 'POST'],
    ]),
    jsonErrorLocation('relay_too_large', RELAY_ERRORS.tooLarge),
    jsonErrorLocation('relay_too_many_requests', RELAY_ERRORS.tooManyRequests, [
      ['Retry-After', String(RELAY_RETRY_AFTER_S)],
    ]),
  ].join('');
  const siteMethodsOnly = '      if ($request_method !~ ^(GET|HEAD)$) { return 405; }';

  return `# Generated from shared/security-headers.ts and shared/relay-policy.ts by \`npm run deploy:config\`; do not edit.
# Run from the repository root: nginx -p "$PWD/" -c deploy/nginx.conf  (serves ${root}/ on ${listen})
# The analytics relay runs in njs (Debian: libnginx-mod-http-js; nginx.org packages: nginx-module-njs).
load_module ${NJS_MODULE};
worker_processes auto;
pid .nginx.pid;
error_log stderr warn;
daemon off;

events {
  worker_connections 1024;
}

http {
  # The types the Node server sends for the files the build writes (the parity suite compares every
  # file); anything else is application/octet-stream, as there.
  types {
${NGINX_TYPES.map(([type, extensions]) => `    ${type} ${extensions};`).join('\n')}
  }
  default_type application/octet-stream;
  charset utf-8;
  charset_types text/plain text/css application/javascript application/json image/svg+xml application/xml;
  access_log off;
  server_tokens off;
  sendfile on;
  tcp_nopush on;
  keepalive_timeout ${DEFAULT_TIMEOUTS.keepAliveMs / 1000}s;
  # The whole head within the Node server's header limit. nginx has no whole-body deadline (its body
  # timeout is per read), so a stalled body gets the same 10 s, and the site's own routes take no body.
  client_header_timeout ${DEFAULT_TIMEOUTS.headersMs / 1000}s;
  client_body_timeout ${DEFAULT_TIMEOUTS.headersMs / 1000}s;
  send_timeout ${DEFAULT_TIMEOUTS.requestMs / 1000}s;
  # Symlinks in the served tree are never followed (the Node server lists regular files only).
  disable_symlinks on;
  limit_req_zone $binary_remote_addr zone=relay:10m rate=${RELAY_RATE.perSecond}r/s;
  limit_req_zone $binary_remote_addr zone=csp_reports:1m rate=${CSP_REPORT_RATE.perSecond}r/s;
  limit_conn_zone $binary_remote_addr zone=relay_connections:10m;
  limit_req_status 429;
  limit_conn_status 429;
  limit_req_log_level info;
  limit_conn_log_level info;
  large_client_header_buffers 4 8k;
  client_max_body_size 64k;
  gzip_static on;
  gzip_vary on;
  etag on;
  client_body_temp_path .nginx-tmp/body;
  proxy_temp_path .nginx-tmp/proxy;
  fastcgi_temp_path .nginx-tmp/fastcgi;
  uwsgi_temp_path .nginx-tmp/uwsgi;
  scgi_temp_path .nginx-tmp/scgi;
  # For the relay's upstream names; use your network's resolver.
  resolver 1.1.1.1 8.8.8.8 valid=300s ipv6=off;
  resolver_timeout 5s;
${nginxTrustLines(trustedProxies)}
${nginxTargetRuleMap()}
  # njs modules beside this file: the analytics relay and the CSP report handler (generated from
  # shared/relay-policy.ts and shared/csp-reports.ts).
  js_import relay from relay.js;
  js_import csp_report from csp-report.js;
  # $page_redirect: the exact page redirects, written by the build from the built pages.
  include ../${root}/.nginx/redirects.conf;
  # $csp: the CSP with the hashes of the built inline scripts, for the visitor's scheme.
  include ../${root}/.nginx/csp.conf;

  server {
    listen ${listen};
    root ${root};
    index index.html;
    absolute_redirect off;

    error_page 400 ${NGINX_ERROR_PREFIX}/400;
    error_page 404 /404.html;
    error_page 405 @method_not_allowed;
    error_page 414 ${NGINX_ERROR_PREFIX}/414;

    # Refused by the shared rule before any location is chosen (the map above). A server-level "if"
    # does not inherit error_page, so each refusal goes to the location that answers it; the map's value
    # stays the same while nginx serves that answer, so the rewrite leaves the answer's own URIs alone.
${[400, 404, 414]
  .map(
    (status) =>
      `    if ($refused_target = ${status}) { rewrite "^/(?!404\\.html$|${NGINX_ERROR_PREFIX.slice(1)}/)" ${NGINX_ERROR_PREFIX}/${status} last; }`,
  )
  .join('\n')}

${nginxHeaderLines([['Cache-Control', HTML_CACHE_CONTROL]], '    ')}

    # nginx's own refusals and the rule's, in plain text as the Node server answers them.
    location = ${NGINX_ERROR_PREFIX}/400 {
      internal;
      types { }
      default_type text/plain;
${nginxHeaderLines([], '      ')}
      return 400 "400 Bad Request";
    }
    location = ${NGINX_ERROR_PREFIX}/404 {
      internal;
      return 404;
    }
    location = ${NGINX_ERROR_PREFIX}/414 {
      internal;
      types { }
      default_type text/plain;
${nginxHeaderLines([], '      ')}
      return 414 "414 URI Too Long";
    }

    location @method_not_allowed {
      # No type from the path's extension (a refused POST to /x.html is still answered in plain text).
      types { }
      default_type text/plain;
${nginxHeaderLines([['Allow', 'GET, HEAD']], '      ')}
      return 405 "405 Method Not Allowed\\n";
    }

    # Dotfiles (including the CSP include) and the static hosts' config files are never served.
    location ~ /\\. {
      return 404;
    }
    location ~ ^/_(headers|redirects)$ {
      return 404;
    }

    location = /404.html {
      internal;
${nginxHeaderLines([['Cache-Control', 'no-cache']], '      ')}
    }

    location ^~ /_astro/ {
${siteMethodsOnly}
      location ~* \\.(br|gz|deflate)$ {
        return 404;
      }
${nginxHeaderLines([['Cache-Control', IMMUTABLE_CACHE_CONTROL]], '      ')}
      try_files $uri =404;
    }
    # Only RELAY_ROUTES are relayed; anything else under ${RELAY_PATH}/ does not exist.
    location ^~ ${RELAY_PATH}/ {
      return 404;
    }
${relayLocations}
${relayErrorLocations}

    # Precompressed siblings are served only through content negotiation (gzip_static), never by name.
    location ~* \\.(br|gz|deflate)$ {
      return 404;
    }

    # /x.html, /x/ and /index.html are other spellings of a page: exact redirects from the build's
    # redirects.conf ($page_redirect); any other such path does not exist.
    location ~ (\\.html|/)$ {
${siteMethodsOnly}
${nginxHeaderLines([], '      ')}
      if ($page_redirect = "") { return 404; }
      return 301 $page_redirect$is_args$args;
    }

    # index.html and 404.html are files, not pages.
    location = /index {
      return 404;
    }
    location = /404 {
      return 404;
    }

    # The one file under a dot directory that is served (written by the build).
    # CSP violation reports: limited per client, logged by deploy/csp-report.js (shared/csp-reports.ts).
    location = ${CSP_REPORT_PATH} {
      error_page 405 @csp_report_method_not_allowed;
      error_page 413 @csp_report_too_large;
      error_page 429 @csp_report_too_many_requests;
      if ($request_method != POST) { return 405; }
      limit_req zone=csp_reports burst=${CSP_REPORT_RATE.burst} nodelay;
      client_max_body_size ${CSP_REPORT_BODY_LIMIT / 1024}k;
      client_body_buffer_size ${CSP_REPORT_BODY_LIMIT / 1024}k;
      client_body_in_single_buffer on;
      js_content csp_report.report;
${nginxHeaderLines([], '      ')}
    }
${jsonErrorLocation('csp_report_method_not_allowed', CSP_REPORT_ANSWERS.methodNotAllowed, [['Allow', 'POST']])}
${jsonErrorLocation('csp_report_too_large', CSP_REPORT_ANSWERS.tooLarge)}
${jsonErrorLocation('csp_report_too_many_requests', CSP_REPORT_ANSWERS.tooManyRequests, [
  ['Retry-After', String(1)],
])}

    location = ${SECURITY_TXT_PATH} {
${siteMethodsOnly}
      default_type text/plain;
${nginxHeaderLines([['Cache-Control', STATIC_CACHE_CONTROL]], '      ')}
      try_files $uri =404;
    }

    location = / {
${siteMethodsOnly}
      try_files /index.html =404;
    }

    location / {
${siteMethodsOnly}
      try_files $uri.html @static;
    }

    location @static {
${nginxHeaderLines([['Cache-Control', STATIC_CACHE_CONTROL]], '      ')}
      try_files $uri =404;
    }
  }
}
`;
}
