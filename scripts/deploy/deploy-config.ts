// Deploy configurations generated from the same definitions the Node server uses, so the three targets
// cannot drift: response headers (security-headers.ts), cache rules (cacheControlFor) and the analytics
// relay (relay.ts).
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
import {
  RELAY_BODY_LIMIT,
  RELAY_PATH,
  RELAY_RATE,
  RELAY_REQUEST_HEADERS,
  RELAY_RESPONSE_HEADERS,
  RELAY_ROUTES,
  RELAY_TIMEOUT_MS,
  type RelayHosts,
} from '../../server/relay.ts';
import { DEFAULT_TIMEOUTS } from '../../server/timeouts.ts';
import {
  HTML_CACHE_CONTROL,
  IMMUTABLE_CACHE_CONTROL,
  STATIC_CACHE_CONTROL,
  securityHeaders,
} from '../../shared/security-headers.ts';

/** The security headers except the CSP, which depends on the build (inline script hashes). */
export function staticSecurityHeaders(): Array<[string, string]> {
  return Object.entries(securityHeaders({ scriptHashes: [], https: true })).filter(
    ([name]) => name !== 'Content-Security-Policy',
  );
}

/**
 * Response headers nginx must hide on the relay. nginx cannot keep an allowlist (RELAY_RESPONSE_HEADERS)
 * without a third-party module, so it hides every header that could weaken or replace the site's own
 * (security headers, framing, CORS, cookies, redirects, caching hints for other origins, reporting).
 */
export const NGINX_RELAY_HIDDEN_HEADERS: readonly string[] = [
  ...Object.keys(securityHeaders({ scriptHashes: [], https: true })),
  'Content-Security-Policy-Report-Only',
  'Set-Cookie',
  'Refresh',
  'Location',
  'Link',
  'Clear-Site-Data',
  'Access-Control-Allow-Origin',
  'Access-Control-Allow-Credentials',
  'Access-Control-Allow-Headers',
  'Access-Control-Allow-Methods',
  'Access-Control-Expose-Headers',
  'Access-Control-Max-Age',
  'Cross-Origin-Embedder-Policy',
  'Cross-Origin-Resource-Policy',
  'Origin-Agent-Cluster',
  'Content-Disposition',
  'Content-Location',
  'X-XSS-Protection',
  'X-Permitted-Cross-Domain-Policies',
  'X-DNS-Prefetch-Control',
  'X-Download-Options',
  'X-Powered-By',
  'Timing-Allow-Origin',
  'Server-Timing',
  'Alt-Svc',
  'NEL',
  'Report-To',
  'Reporting-Endpoints',
  'Expect-CT',
  'Accept-CH',
  'Critical-CH',
  'Service-Worker-Allowed',
  'Document-Policy',
  'Supports-Loading-Mode',
  'Speculation-Rules',
  'Set-Login',
  'P3P',
  'ETag',
  'Last-Modified',
  'Expires',
  'Age',
  'Pragma',
].filter((name) => !RELAY_RESPONSE_HEADERS.includes(name.toLowerCase()));

function nginxHeaderLines(extra: Array<[string, string]>, indent: string): string {
  const lines = [['Content-Security-Policy', '$csp'], ...staticSecurityHeaders(), ...extra].map(
    ([name, value]) => `${indent}add_header ${name} "${value}" always;`,
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

export function buildNginxConf(options: {
  listen: string;
  root: string;
  hosts: RelayHosts;
  /** Addresses, CIDRs or loopback/linklocal/uniquelocal, as TRUST_PROXY lists them; none by default. */
  trustedProxies?: readonly string[];
}): string {
  const { listen, root, hosts, trustedProxies = [] } = options;
  const seconds = (ms: number) => `${Math.round(ms / 1000)}s`;
  const relayLocations = RELAY_ROUTES.map((route) => {
    const upstream = new URL(hosts.ingestion);
    const forwarded = RELAY_REQUEST_HEADERS.map(
      (name) => `      proxy_set_header ${name} $http_${name.replace(/-/g, '_')};`,
    );
    return `
    location = ${route.path} {
      error_page 405 @relay_method_not_allowed;
      error_page 502 @relay_bad_gateway;
      error_page 504 @relay_gateway_timeout;
      if ($request_method !~ ^(${route.methods.join('|')})$) { return 405; }
      limit_req zone=relay burst=${RELAY_RATE.burst} nodelay;
      limit_conn relay_connections ${RELAY_RATE.connections};
      client_max_body_size ${Math.round(RELAY_BODY_LIMIT / 1024)}k;
      client_body_timeout ${seconds(DEFAULT_TIMEOUTS.headersMs)};
      # A variable upstream is resolved per request, so nginx starts even when the vendor is unreachable.
      set $relay_upstream ${upstream.origin};
      rewrite ^ ${route.upstreamPath} break;
      proxy_pass $relay_upstream;
      proxy_http_version 1.1;
      proxy_ssl_server_name on;
      proxy_ssl_name ${upstream.hostname};
      proxy_ssl_verify on;
      proxy_ssl_verify_depth 4;
      proxy_ssl_trusted_certificate ${CA_BUNDLE};
      # Only what the analytics client needs goes upstream (RELAY_REQUEST_HEADERS in server/relay.ts).
      proxy_pass_request_headers off;
      proxy_set_header Host ${upstream.host};
${forwarded.join('\n')}
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header Connection "";
${NGINX_RELAY_HIDDEN_HEADERS.map((name) => `      proxy_hide_header ${name};`).join('\n')}
      proxy_connect_timeout ${seconds(RELAY_TIMEOUT_MS)};
      proxy_send_timeout ${seconds(RELAY_TIMEOUT_MS)};
      proxy_read_timeout ${seconds(RELAY_TIMEOUT_MS)};
${nginxHeaderLines([], '      ')}
    }
    location @relay_method_not_allowed {
      types { }
      default_type application/json;
${nginxHeaderLines(
  [
    ['Allow', route.methods.join(', ')],
    ['Cache-Control', 'no-store'],
  ],
  '      ',
)}
      return 405 '{"error":"method not allowed"}';
    }
    location @relay_bad_gateway {
      types { }
      default_type application/json;
${nginxHeaderLines([['Cache-Control', 'no-store']], '      ')}
      return 502 '{"error":"upstream unavailable"}';
    }
    location @relay_gateway_timeout {
      types { }
      default_type application/json;
${nginxHeaderLines([['Cache-Control', 'no-store']], '      ')}
      return 504 '{"error":"upstream timeout"}';
    }`;
  }).join('\n');
  const siteMethodsOnly = '      if ($request_method !~ ^(GET|HEAD)$) { return 405; }';

  return `# Generated from shared/security-headers.ts and server/relay.ts by \`npm run deploy:config\`; do not edit.
# Run from the repository root: nginx -p "$PWD/" -c deploy/nginx.conf  (serves ${root}/ on ${listen})
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
  # $page_redirect: the exact page redirects, written by the build from the built pages.
  include ../${root}/.nginx/redirects.conf;
  # $csp: the CSP with the hashes of the built inline scripts, for the visitor's scheme.
  include ../${root}/.nginx/csp.conf;

  server {
    listen ${listen};
    root ${root};
    index index.html;
    absolute_redirect off;

    error_page 404 /404.html;
    error_page 405 @method_not_allowed;

${nginxHeaderLines([['Cache-Control', HTML_CACHE_CONTROL]], '    ')}

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
