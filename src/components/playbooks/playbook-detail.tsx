import { ArrowRight, Target, TrendingUp } from 'lucide-react';
import type { DeliveryCopy } from '#src/components/mock/alert-delivery.tsx';
import { KeepCompoundsTogether } from '#src/components/sections/keep-ranges-together.tsx';
import { Badge } from '#src/components/ui/badge.tsx';
import type { Playbook, PlaybookLibraryLabels, StepMocks } from '#src/content/playbooks.ts';
import { Deferred } from './deferred';
import { graphicForStep, playbookAnchor, strategyFor } from './playbook-logic';
import { PlaybookScene } from './playbook-scene';
import { StepGraphic } from './step-graphic';

export type PlaybookDetailProps = {
  playbook: Playbook;
  labels: Pick<PlaybookLibraryLabels, 'categoryBadge' | 'detail' | 'graphics' | 'stepMocks'>;
  /** Copy of the surface the sample alert arrives in. */
  delivery: DeliveryCopy;
};

/**
 * One playbook in full (static HTML, spec §2): hero with the objective, the facts and the sample alert in
 * the surface it arrives in beside what happens next (playbook-scene.tsx), then the triggers, "How It Works" in four numbered steps with an illustration each, then metrics, intelligence
 * pillars, tools and a proof point. The id is the playbook's hash, so `#playbook-…` links land here.
 */
export function PlaybookDetail({ playbook, labels, delivery }: PlaybookDetailProps) {
  const anchor = playbookAnchor(playbook.slug);
  const titleId = `${anchor}-title`;
  const strategy = strategyFor(playbook.category);
  const { detail } = labels;
  const facts = [
    { term: detail.stage, value: playbook.stage },
    { term: detail.timeToValue, value: playbook.timeToValue },
    { term: detail.difficulty, value: playbook.difficulty },
  ];

  return (
    <section id={anchor} aria-labelledby={titleId} data-playbook-detail={playbook.id}>
      <div className="sm:rounded-2xl sm:border sm:border-border sm:bg-gradient-to-br sm:from-white sm:via-white sm:to-brand-50/70 sm:p-8 sm:shadow-card lg:p-10">
        <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)] lg:items-end lg:gap-14">
          <div>
            <Badge variant={strategy}>{labels.categoryBadge[strategy]}</Badge>
            <h2 id={titleId} tabIndex={-1} className="mt-4 text-h2 font-bold text-ink-950 outline-none">
              {playbook.title} {detail.titleSuffix}
            </h2>
            <p className="mt-4 text-lead text-ink-700">{playbook.description}</p>
          </div>
          <div>
            <div className="flex gap-3 rounded-xl border border-brand-100 bg-white/80 p-4">
              <Deferred>
                <Target aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
              </Deferred>
              <p className="text-[0.9375rem] leading-relaxed text-ink-700">
                <strong className="font-semibold text-ink-950">{detail.objective}: </strong>
                {playbook.objective}
              </p>
            </div>
            <dl className="mt-3 grid grid-cols-3 gap-2 sm:gap-3">
              {facts.map((fact) => (
                <div key={fact.term} className="rounded-lg border border-border bg-white px-3 py-3 sm:px-4">
                  <dt className="text-xs font-medium text-ink-600">{fact.term}</dt>
                  <dd className="mt-1 text-sm font-semibold text-ink-950">{fact.value}</dd>
                </div>
              ))}
            </dl>
          </div>
        </div>
        <PlaybookScene playbook={playbook} copy={delivery} label={detail.scene} className="mt-10" />
      </div>

      <div className="mt-14">
        <h3 className="text-xl font-semibold tracking-tight text-ink-950">{detail.triggers}</h3>
        <ul className="list-bolts mt-4 grid gap-3 [--list-mark-x:1rem] [--list-mark-y:1.125rem] md:grid-cols-3">
          {playbook.triggers.map((trigger) => (
            <li
              key={trigger}
              className="rounded-xl border border-border bg-white p-4 pl-11 text-sm leading-relaxed text-ink-700"
            >
              {trigger}
            </li>
          ))}
        </ul>
      </div>

      <div className="mt-14">
        <h3 className="text-xl font-semibold tracking-tight text-ink-950">{detail.howItWorks}</h3>
        <ol className="mt-6 space-y-6">
          {playbook.steps.map((step, index) => (
            <li
              key={step.title}
              data-step={index + 1}
              className="grid grid-cols-1 gap-6 rounded-2xl border border-border bg-white p-5 sm:p-8 md:grid-cols-[minmax(0,1fr)_minmax(0,20rem)] md:items-center lg:gap-10"
            >
              <div>
                {/* The round number is drawn by CSS from data-number, with empty alternative text: the
                    heading says "Step N:" to a screen reader once, and the step is two elements lighter. */}
                <h4
                  data-number={index + 1}
                  className="relative min-h-8 py-0.5 pl-11 text-lg font-semibold text-ink-950 before:absolute before:top-0 before:left-0 before:flex before:size-8 before:items-center before:justify-center before:rounded-full before:bg-brand-600 before:text-sm before:font-bold before:text-white before:content-[attr(data-number)_/_'']"
                >
                  <span className="sr-only">
                    {detail.step} {index + 1}:{' '}
                  </span>
                  <KeepCompoundsTogether text={step.title} />
                </h4>
                <p className="mt-3 text-[0.9375rem] leading-relaxed text-ink-600">{step.description}</p>
                <ul className="list-ticks mt-4 space-y-2">
                  {step.actions.map((action) => (
                    <li key={action} className="text-sm leading-relaxed text-ink-800">
                      {action}
                    </li>
                  ))}
                </ul>
              </div>
              <StepGraphic
                kind={graphicForStep(step.title)}
                label={labels.graphics[graphicForStep(step.title)]}
                mocks={stepMocksFor(labels.stepMocks, playbook)}
              />
            </li>
          ))}
        </ol>
      </div>

      <div className="mt-14 grid gap-6 md:grid-cols-3">
        <div className="rounded-2xl border border-border bg-white p-6">
          <h3 className="text-base font-semibold text-ink-950">{detail.metrics}</h3>
          <ul className="mt-4 list-disc space-y-2.5 pl-4 marker:text-brand-500">
            {playbook.metrics.map((metric) => (
              <li key={metric} className="pl-1 text-sm leading-relaxed text-ink-700">
                {metric}
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-2xl border border-border bg-white p-6">
          <h3 className="text-base font-semibold text-ink-950">{detail.pillars}</h3>
          <ul className="mt-4 flex flex-wrap gap-2">
            {playbook.intelligencePillars.map((pillar) => (
              <li key={pillar}>
                <Badge>{pillar}</Badge>
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-2xl border border-border bg-white p-6">
          <h3 className="text-base font-semibold text-ink-950">{detail.tools}</h3>
          <ul className="mt-4 flex flex-wrap gap-2">
            {playbook.tools.map((tool) => (
              <li key={tool}>
                <Badge variant="outline">{tool}</Badge>
              </li>
            ))}
          </ul>
        </div>
      </div>

      <div className="mt-6 flex gap-4 rounded-2xl border border-brand-100 bg-brand-50 p-6 sm:p-8">
        <span
          aria-hidden="true"
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-600 text-white"
        >
          <Deferred>
            <TrendingUp className="size-5" />
          </Deferred>
        </span>
        <div>
          <p className="text-xs font-semibold uppercase tracking-wider text-brand-700">{detail.caseStudy}</p>
          <p className="mt-1.5 text-lg font-semibold leading-relaxed text-ink-950">
            {playbook.proof.sentence}
          </p>
          {playbook.proof.link ? (
            <a
              href={playbook.proof.link.href}
              className="mt-3 inline-flex items-center gap-1 rounded-sm text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
            >
              {playbook.proof.link.label}
              <ArrowRight aria-hidden="true" className="size-4" />
            </a>
          ) : null}
        </div>
      </div>
    </section>
  );
}

/** The shared step mock-ups with this play's own copy laid over them. */
function stepMocksFor(shared: StepMocks, { stepMocks: own }: Playbook): StepMocks {
  return {
    alert: { ...shared.alert, ...own?.alert },
    outreach: { ...shared.outreach, ...own?.outreach },
    campaign: { ...shared.campaign, ...own?.campaign },
    discovery: { ...shared.discovery, ...own?.discovery },
  };
}
