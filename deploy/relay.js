// Generated from shared/relay-policy.ts by `npm run deploy:config`; do not edit.
// The analytics relay for nginx (njs): deploy/nginx.conf runs it with js_content on the relay routes.
var POLICY = {
  "requestHeaders": [
    "content-type",
    "content-encoding",
    "user-agent",
    "origin",
    "referer"
  ],
  "responseHeaders": [
    "content-type",
    "content-encoding"
  ],
  "statuses": [
    200,
    204,
    400,
    401,
    413,
    429,
    503
  ],
  "contentTypes": [
    "application/json",
    "text/plain"
  ],
  "responseLimit": 65536,
  "timeoutMs": 10000,
  "cacheControl": "no-store",
  "errorContentType": "application/json; charset=utf-8",
  "errors": {
    "methodNotAllowed": {
      "status": 405,
      "body": "{\"error\":\"method not allowed\"}"
    },
    "tooLarge": {
      "status": 413,
      "body": "{\"error\":\"request too large\"}"
    },
    "tooManyRequests": {
      "status": 429,
      "body": "{\"error\":\"too many requests\"}"
    },
    "badGateway": {
      "status": 502,
      "body": "{\"error\":\"upstream unavailable\"}"
    },
    "gatewayTimeout": {
      "status": 504,
      "body": "{\"error\":\"upstream timeout\"}"
    }
  }
};

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
  var url = r.variables.relay_upstream + r.variables.relay_upstream_path + (r.variables.is_args || '') + (r.variables.args || '');
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
