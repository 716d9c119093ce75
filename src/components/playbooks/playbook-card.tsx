import type { DeliveryCopy } from '#src/components/mock/alert-delivery.tsx';
import { SampleFrame } from '#src/components/mock/sample-frame.tsx';
import { Badge } from '#src/components/ui/badge.tsx';
import type { Playbook, PlaybookLibraryLabels } from '#src/content/playbooks.ts';
import { CardSample } from './card-sample';
import { playbookAnchor, strategyFor } from './playbook-logic';

export type PlaybookCardProps = {
  playbook: Playbook;
  labels: Pick<PlaybookLibraryLabels, 'categoryBadge' | 'trigger' | 'viewPlaybook'>;
  /** The samples' shared words (site/samples.yaml): the alert card's, the app's and the tools' names. */
  delivery: DeliveryCopy;
};

/**
 * A playbook in the library grid (static HTML). The title is a real link to the playbook's detail
 * (`#playbook-…`), stretched over the whole card: without JavaScript it jumps to the detail below the
 * list; with it, the library island opens the detail view from the hash. The compact sample alert sits in
 * a picture of the play's own, drawn in the form of its channel (its file's `card`: card-sample.tsx), so no
 * two cards look alike. From 768 px the card spans six rows of the grid as a subgrid (badge, title,
 * description, trigger, picture, link; the island's list item passes them through), so the two cards of a
 * row start their triggers, pictures and links at the same height; the picture fills its well down to the
 * row's height (card-sample.tsx), so the shorter picture of a row leaves no blank under it.
 */
export function PlaybookCard({ playbook, labels, delivery }: PlaybookCardProps) {
  const strategy = strategyFor(playbook.category);
  return (
    <article
      data-playbook-card={playbook.id}
      data-category={playbook.category}
      className="group relative flex h-full flex-col rounded-2xl md:row-span-6 md:grid md:grid-rows-subgrid border border-border bg-white p-5 shadow-card transition-[border-color,box-shadow] hover:border-ink-300 hover:shadow-raised has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-ring has-[a:focus-visible]:outline-offset-2 sm:p-8 md:p-6 lg:p-8"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Badge variant={strategy}>{labels.categoryBadge[strategy]}</Badge>{' '}
        <span className="text-xs font-medium text-ink-600">{playbook.stage}</span>
      </div>
      <h3 className="mt-5 text-h3 font-semibold text-ink-950">
        <a
          href={`#${playbookAnchor(playbook.slug)}`}
          className="outline-none after:absolute after:inset-0 after:rounded-2xl group-hover:text-brand-700"
        >
          {playbook.title}
        </a>
      </h3>
      <p className="mt-2 text-[0.9375rem] leading-relaxed text-ink-600">{playbook.description}</p>
      <p className="mt-5 border-l-2 border-brand-200 pl-3 text-sm leading-relaxed text-ink-700">
        <span className="block text-xs font-semibold uppercase tracking-wider text-ink-600">
          {labels.trigger}
        </span>{' '}
        {playbook.triggers[0]}
      </p>
      <div className="-mx-3 mt-5 flex flex-1 justify-center sm:mx-0 sm:mt-6 sm:rounded-xl sm:bg-gradient-to-br sm:from-ink-50 sm:to-ink-100/60 sm:p-6 md:bg-none md:p-0 lg:bg-gradient-to-br lg:p-6">
        <SampleFrame mark={delivery.mark} className="flex w-full max-w-md flex-col">
          <CardSample sample={playbook.card} alert={playbook.sampleAlert} copy={delivery} />
        </SampleFrame>
      </div>
      <span
        aria-hidden="true"
        className="mt-5 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 after:inline-block after:transition-transform after:content-['→'] group-hover:after:translate-x-0.5 motion-reduce:after:transition-none sm:mt-6"
      >
        {labels.viewPlaybook}
      </span>
    </article>
  );
}
