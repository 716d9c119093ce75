// Generated from shared/csp-reports.ts by `npm run deploy:config`; do not edit.
// CSP violation reports for nginx (njs): deploy/nginx.conf runs it with js_content on the report path.
var POLICY = {
  "contentTypes": [
    "application/csp-report",
    "application/reports+json"
  ],
  "fields": {
    "documentURL": [
      "documentURL",
      "document-uri"
    ],
    "effectiveDirective": [
      "effectiveDirective",
      "effective-directive",
      "violated-directive"
    ],
    "blockedURL": [
      "blockedURL",
      "blocked-uri"
    ],
    "sourceFile": [
      "sourceFile",
      "source-file"
    ],
    "lineNumber": [
      "lineNumber",
      "line-number"
    ],
    "disposition": [
      "disposition"
    ]
  },
  "valueLength": 256,
  "perRequest": 10,
  "answers": {
    "accepted": {
      "status": 204,
      "body": ""
    },
    "methodNotAllowed": {
      "status": 405,
      "body": "{\"error\":\"method not allowed\"}"
    },
    "tooLarge": {
      "status": 413,
      "body": "{\"error\":\"report too large\"}"
    },
    "unsupportedType": {
      "status": 415,
      "body": "{\"error\":\"not a CSP report\"}"
    },
    "tooManyRequests": {
      "status": 429,
      "body": "{\"error\":\"too many requests\"}"
    }
  }
};

function clean(value) {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  return String(value).replace(/[\u0000-\u001f\u007f-\u009f]/g, '').slice(0, POLICY.valueLength);
}

function summarise(text) {
  var parsed;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return [];
  }
  var bodies = Array.isArray(parsed)
    ? parsed
        .filter(function (report) {
          return report !== null && typeof report === 'object' && report.type === 'csp-violation';
        })
        .map(function (report) {
          return report.body;
        })
    : [parsed !== null && typeof parsed === 'object' ? parsed['csp-report'] : undefined];
  var summaries = [];
  bodies.slice(0, POLICY.perRequest).forEach(function (body) {
    if (typeof body !== 'object' || body === null) return;
    var summary = {};
    Object.keys(POLICY.fields).forEach(function (field) {
      var name = POLICY.fields[field].find(function (candidate) {
        return candidate in body;
      });
      var value = name === undefined ? undefined : clean(body[name]);
      if (value !== undefined) summary[field] = value;
    });
    if (Object.keys(summary).length > 0) summaries.push(summary);
  });
  return summaries;
}

function answer(r, reply) {
  r.headersOut['Cache-Control'] = 'no-store';
  if (reply.body === '') return r.return(reply.status);
  r.headersOut['Content-Type'] = 'application/json; charset=utf-8';
  r.return(reply.status, reply.body);
}

function report(r) {
  var type = (r.headersIn['Content-Type'] || '').split(';')[0].trim().toLowerCase();
  if (POLICY.contentTypes.indexOf(type) === -1) return answer(r, POLICY.answers.unsupportedType);
  summarise(r.requestText || '').forEach(function (violation) {
    r.warn('CSP violation ' + JSON.stringify(violation));
  });
  answer(r, POLICY.answers.accepted);
}

export default { report, summarise };
