// Testing Library matchers for component tests that opt into jsdom with `// @vitest-environment jsdom`.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

/*
 * Test files share a worker and its jsdom document (vitest.config.ts: `isolate: false`, for speed), so
 * every test leaves the document as it found it: no rendered tree, no nodes a test added by hand, no
 * stored data and no cookies.
 */
afterEach(() => {
  if (typeof document === 'undefined') return;
  cleanup();
  document.body.replaceChildren();
  for (const attribute of [...document.documentElement.attributes]) {
    if (attribute.name !== 'lang') document.documentElement.removeAttribute(attribute.name);
  }
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const cookieName = cookie.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API; expiring is the reset
    if (cookieName) document.cookie = `${cookieName}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
});
