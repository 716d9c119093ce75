/*
 * The playbook details the page renders after the library island (playbook-details.tsx): every one below
 * the list, as a visitor without JavaScript reads them and as the page paints before the island hydrates.
 * When it hydrates, the island takes them off the page (the DOM keeps only the list: about 2,400 fewer
 * elements, issue 30) and shows one at a time by moving that detail's own section in, so a detail is never
 * serialised, passed as a prop or parsed again. Should the island throw, its fallback puts them back.
 */

const CONTAINER = '[data-playbook-details]';
const DEFERRED = 'noscript[data-deferred]';

/**
 * Draws the illustrations a detail section holds as `<noscript>` markup (deferred.tsx): each is parsed
 * and put in its place. With scripting on, a `<noscript>`'s content is its markup as text. Called when
 * a section is shown, so only the open detail's mock-ups are ever on the page.
 */
export function revealDeferred(root: ParentNode): void {
  for (const placeholder of root.querySelectorAll<HTMLElement>(DEFERRED)) {
    placeholder.insertAdjacentHTML('beforebegin', placeholder.textContent ?? '');
    placeholder.remove();
  }
}

type Taken = {
  /** Each playbook's detail section, by playbook id. */
  sections: Map<number, HTMLElement>;
  /** The wrappers (a link back to the list, then the section) in page order, each with its section. */
  wrappers: Array<{ wrapper: Element; section: HTMLElement }>;
};

/** What was taken from each container (a page has one; a test renders a fresh one per case). */
const takenFrom = new WeakMap<Element, Taken>();

/**
 * Takes the static details off the page (once: a second call returns the same sections) and returns each
 * playbook's detail section by id, detached, ready to be moved into the island. Without the container
 * (nothing rendered it) there is nothing to show.
 */
export function takeStaticDetails(): ReadonlyMap<number, HTMLElement> {
  const container = document.querySelector(CONTAINER);
  if (!container) return new Map();
  const earlier = takenFrom.get(container);
  if (earlier) return earlier.sections;
  const taken: Taken = { sections: new Map(), wrappers: [] };
  for (const wrapper of container.children) {
    const section = wrapper.querySelector<HTMLElement>('section[data-playbook-detail]');
    if (!section) continue;
    taken.sections.set(Number(section.dataset.playbookDetail), section);
    taken.wrappers.push({ wrapper, section });
  }
  takenFrom.set(container, taken);
  container.replaceChildren();
  return taken.sections;
}

/** Puts every detail back below the list, each in its wrapper, as the page first rendered them. */
export function restoreStaticDetails(): void {
  const container = document.querySelector(CONTAINER);
  const taken = container ? takenFrom.get(container) : undefined;
  if (!container || !taken) return;
  for (const { wrapper, section } of taken.wrappers) {
    revealDeferred(section);
    wrapper.append(section);
  }
  container.replaceChildren(...taken.wrappers.map(({ wrapper }) => wrapper));
  takenFrom.delete(container);
}
