/**
 * The deploy files, written into the finished build (scripts/deploy/deploy-files.ts): `_headers` for
 * static hosts, `.nginx/csp.conf` and `.nginx/redirects.conf` for deploy/nginx.conf, and
 * `.well-known/security.txt` for every target. Registered last: the CSP lists the hashes of the inline
 * scripts in the final HTML, after every other integration has changed it.
 */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { company } from '#src/content/company.ts';
import { buildSecurityTxt } from '#src/lib/security-txt.ts';
import { siteConfig } from '#src/site.config.ts';
import { writeDeployFiles } from '../../scripts/deploy/deploy-files.ts';

export function deployFilesIntegration(): AstroIntegration {
  return {
    name: 'countermove:deploy-files',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const securityTxt = buildSecurityTxt({
          securityEmail: company.email.security,
          siteUrl: siteConfig.url,
          policyPath: '/security',
          now: new Date(),
        });
        const written = await writeDeployFiles(fileURLToPath(dir), securityTxt);
        logger.info(`deploy files: ${written.join(', ')}`);
      },
    },
  };
}
