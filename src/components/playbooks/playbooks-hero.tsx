import type { PlaybookLibraryData } from '#src/content/playbooks.ts';

export type PlaybooksHeroProps = PlaybookLibraryData['hero'];

/** The library's hero: the page's only h1, kept compact so the playbooks start above the fold. */
export function PlaybooksHero({ eyebrow, headline, description }: PlaybooksHeroProps) {
  return (
    <section
      aria-labelledby="playbooks-title"
      className="relative isolate overflow-hidden border-b border-ink-100 bg-gradient-to-b from-brand-50/70 to-white"
    >
      <div
        aria-hidden="true"
        className="-z-10 pointer-events-none absolute inset-0 bg-[linear-gradient(to_right,rgb(11_18_34/0.04)_1px,transparent_1px),linear-gradient(to_bottom,rgb(11_18_34/0.04)_1px,transparent_1px)] bg-[size:48px_48px] [mask-image:radial-gradient(70%_80%_at_50%_0%,black,transparent)]"
      />
      <div className="container-page py-14 text-center md:py-20">
        <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">{eyebrow}</p>
        <h1 id="playbooks-title" className="mx-auto mt-3 max-w-3xl text-h1 font-bold text-ink-950">
          {headline}
        </h1>
        <p className="mx-auto mt-5 max-w-2xl text-lead text-ink-600">{description}</p>
      </div>
    </section>
  );
}
