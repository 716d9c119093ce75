/** `npm start`: build when needed, then serve dist/ with the production server on PORT (default 3000). */
import { buildIfNeeded } from './build-state.ts';

buildIfNeeded();
await import('../server/main.ts');
