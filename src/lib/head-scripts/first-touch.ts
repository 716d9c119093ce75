/**
 * Inline head script: the first-touch widgets (`startFirstTouch`, decision 0011). The build bundles this
 * module into a classic script and its CSP hash (integrations/head-scripts.ts); the base layout inlines it
 * in every page's <head>.
 */
import { startFirstTouch } from '#src/lib/first-touch.ts';

startFirstTouch();
