/**
 * The project's own hydration directive: `client:toast` (lib/hydrate-on-toast.ts), which hydrates the
 * notification region on the first toast request instead of on idle.
 */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

export function clientDirectivesIntegration(): AstroIntegration {
  return {
    name: 'countermove:client-directives',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: 'toast',
          entrypoint: fileURLToPath(new URL('../lib/hydrate-on-toast.ts', import.meta.url)),
        });
      },
    },
  };
}

declare module 'astro' {
  interface AstroClientDirectives {
    'client:toast'?: boolean;
  }
}
