import type * as React from 'react';

/*
 * An illustration in the static playbook details, drawn only when its detail is shown (issue 30). Its
 * markup sits in a `<noscript>`: a browser without JavaScript parses it and draws it where it stands, as it
 * always did; a browser with JavaScript keeps it as one text node, so the hundreds of elements of the six
 * details' mock-ups are not on the page until one detail opens, when revealDeferred (static-details.ts)
 * parses that detail's illustrations in place. Only drawings go here: every word a reader or find-in-page
 * needs stays in the page.
 */
export function Deferred({ children }: { children: React.ReactNode }) {
  return <noscript data-deferred="">{children}</noscript>;
}
