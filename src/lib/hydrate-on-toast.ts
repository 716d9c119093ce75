import type { ClientDirective } from 'astro';
import { hasQueuedToasts } from './toast-queue';
import { onWindowEvent } from './window-events';

/**
 * `client:toast`: hydrates an island (the notification region) on the first toast request, or at once
 * when one was queued before this ran, so a page loads no React until a visitor asks for a toast
 * (registered by `integrations/client-directives.ts`; decisions 0011 and 0018).
 */
const hydrateOnToast: ClientDirective = (load) => {
  const hydrate = async () => {
    const run = await load();
    await run();
  };
  if (hasQueuedToasts(window)) {
    void hydrate();
    return;
  }
  onWindowEvent(window, 'countermove:toast', () => void hydrate(), { once: true });
};

export default hydrateOnToast;
