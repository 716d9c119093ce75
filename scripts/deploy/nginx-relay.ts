// The nginx relay's njs module (deploy/relay.js), generated from the relay policy like nginx.conf, so nginx
// relays exactly what the Node server relays (decision 0014). nginx alone cannot: `proxy_pass` copies every
// upstream header it does not know (a deny-list let `WWW-Authenticate` and unknown names through), obeys
// `X-Accel-*` (an internal redirect that kept the upstream's `Set-Cookie`), and passes any status, type and
// size. With `js_content` and `ngx.fetch` the answer is built here from the upstream's status, type and body
// only, after the policy's checks; nothing else the upstream says reaches the browser or nginx.
//
// njs (0.7, Debian's libnginx-mod-http-js) runs a subset of modern JavaScript: the module below is plain
// ES2017 with no imports; the policy's data is written into it as JSON.

import {
  RELAY_CACHE_CONTROL,
  RELAY_ERROR_CONTENT_TYPE,
  RELAY_ERRORS,
  RELAY_REQUEST_HEADERS,
  RELAY_RESPONSE_HEADERS,
  RELAY_RESPONSE_LIMIT,
  RELAY_TIMEOUT_MS,
  RELAY_UPSTREAM_CONTENT_TYPES,
  RELAY_UPSTREAM_STATUSES,
} from '../../shared/relay-policy.ts';

/** The nginx variable the generated config sets to the upstream origin (POSTHOG_HOST). */
export const NGINX_RELAY_UPSTREAM_VARIABLE = 'relay_upstream';

export function buildNginxRelayScript(): string {
  const policy = {
    requestHeaders: RELAY_REQUEST_HEADERS,
    responseHeaders: RELAY_RESPONSE_HEADERS,
    statuses: RELAY_UPSTREAM_STATUSES,
    contentTypes: RELAY_UPSTREAM_CONTENT_TYPES,
    responseLimit: RELAY_RESPONSE_LIMIT,
    timeoutMs: RELAY_TIMEOUT_MS,
    cacheControl: RELAY_CACHE_CONTROL,
    errorContentType: RELAY_ERROR_CONTENT_TYPE,
    errors: RELAY_ERRORS,
  };
  return `// Generated from shared/relay-policy.ts by \`npm run deploy:config\`; do not edit.
// The analytics relay for nginx (njs): deploy/nginx.conf runs it with js_content on the relay routes.
var POLICY = ${JSON.stringify(policy, null, 2)};

function answer(r, error) {
  r.headersOut['Content-Type'] = POLICY.errorContentType;
  r.headersOut['Cache-Control'] = POLICY.cacheControl;
  r.return(error.status, error.body);
}

function deadline(ms) {
  return new Promise(function (resolve) {
    setTimeout(function () {
      resolve('timeout');
    }, ms);
  });
}

function mediaType(value) {
  return (value || '').split(';')[0].trim().toLowerCase();
}

async function forward(r) {
  var headers = {};
  POLICY.requestHeaders.forEach(function (name) {
    var value = r.headersIn[name];
    if (value !== undefined) headers[name] = value;
  });
  headers['X-Forwarded-For'] = r.remoteAddress;
  var url = r.variables.${NGINX_RELAY_UPSTREAM_VARIABLE} + r.variables.relay_upstream_path + (r.variables.is_args || '') + (r.variables.args || '');
  var body = r.requestBuffer;
  var reply;
  var payload;
  var time = deadline(POLICY.timeoutMs);
  try {
    reply = await Promise.race([ngx.fetch(url, { method: r.method, headers: headers, body: body && body.length > 0 ? body : '' }), time]);
    if (reply !== 'timeout') payload = await Promise.race([reply.arrayBuffer(), time]);
  } catch (error) {
    r.warn('analytics relay failed: ' + error);
    return answer(r, POLICY.errors.badGateway);
  }
  if (reply === 'timeout' || payload === 'timeout') {
    r.warn('analytics relay failed: upstream did not answer in time');
    return answer(r, POLICY.errors.gatewayTimeout);
  }
  var type = reply.headers.get('Content-Type');
  var relayable =
    POLICY.statuses.indexOf(reply.status) !== -1 &&
    (reply.status === 204 || POLICY.contentTypes.indexOf(mediaType(type)) !== -1) &&
    payload.byteLength <= POLICY.responseLimit;
  if (!relayable) {
    r.warn('analytics relay: unexpected answer ' + reply.status + ' ' + type + ' ' + payload.byteLength + ' bytes');
    return answer(r, POLICY.errors.badGateway);
  }
  POLICY.responseHeaders.forEach(function (name) {
    var value = reply.headers.get(name);
    if (value !== null) r.headersOut[name] = value;
  });
  r.headersOut['Cache-Control'] = POLICY.cacheControl;
  if (payload.byteLength === 0) return r.return(reply.status);
  r.return(reply.status, Buffer.from(payload));
}

export default { forward };
`;
}
