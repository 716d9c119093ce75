// The njs modules deploy/nginx.conf imports, by file name; `npm run deploy:config` writes each beside it.
import { buildNginxCspReportScript } from './nginx-csp-report.ts';
import { buildNginxRelayScript } from './nginx-relay.ts';

export const NGINX_SCRIPTS: Readonly<Record<string, () => string>> = {
  'relay.js': buildNginxRelayScript,
  'csp-report.js': buildNginxCspReportScript,
};
