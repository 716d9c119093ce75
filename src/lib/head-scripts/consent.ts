/**
 * Inline head script: the consent choice (`startConsentChoice`, decision 0009). The build bundles this
 * module into a classic script and its CSP hash (integrations/head-scripts.ts); the analytics boot
 * inlines it in <head> when analytics is configured.
 */
import { startConsentChoice } from '#src/lib/consent.ts';

startConsentChoice(window);
