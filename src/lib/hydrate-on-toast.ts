import type { ClientDirective } from 'astro';
import { queuedToasts, TOAST_EVENT } from './toast-queue';

/**
 * `client:toast`: hydrates an island (the notification region) on the first toast request, or at once
 * when one was queued before this ran, so a page loads no React until a visitor asks for a toast
 * (registered by `integrations/client-directives.ts`; decision 0011).
 */
const hydrateOnToast: ClientDirective = (load) => {
  const hydrate = async () => {
    const run = await load();
    await run();
  };
  if (queuedToasts(window).length > 0) {
    void hydrate();
    return;
  }
  window.addEventListener(TOAST_EVENT, () => void hydrate(), { once: true });
};

export default hydrateOnToast;
