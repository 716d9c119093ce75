import { ArrowDown, Mail } from 'lucide-react';
import { Fragment } from 'react';
import { teammateName } from '#src/components/mock/alert-delivery.tsx';
import { CrmRecordCard } from '#src/components/mock/crm-record.tsx';
import { LandscapeSummaryCard } from '#src/components/mock/landscape-summary.tsx';
import { RoutedOpportunityCard } from '#src/components/mock/routed-opportunity.tsx';
import { SampleFrame } from '#src/components/mock/sample-frame.tsx';
import { SamplePlaybookCard } from '#src/components/mock/sample-playbook.tsx';
import { AlertFacts, Avatar, windowClass } from '#src/components/mock/surface-kit.tsx';
import { CheckList } from '#src/components/ui/check-list.tsx';
import type { ShowcaseItem, ShowcaseSample } from '#src/content/schemas/home.ts';
import type { PersonaSampleWords } from '#src/content/schemas/persona-samples.ts';
import type { SamplesContent } from '#src/content/schemas/samples.ts';
import type { AlertCard } from '#src/content/types.ts';
import { cn } from '#src/lib/cn.ts';
import { fillSlots } from '#src/lib/fill-slots.ts';

/*
 * The static content of one showcase panel: heading, copy and points on one side, the feature's sample
 * mock-up on the other. Rendered at build time and slotted into the FeatureShowcase tabs. The alerts on
 * the page each take a different shape (issue 29): the first signal as the link it is (the stakeholder,
 * the trace, the competitor), the second as a line in the feed, the owner alert as the email it arrives as.
 */

type Words = {
  /** The alert card's field names and the words for a written value (the persona pages' samples). */
  samples: Pick<PersonaSampleWords, 'alertFields' | 'writtenLabel'>;
  /** The mock-ups' words, their sample mark, cast and surfaces (site/samples.yaml). */
  site: SamplesContent;
};

export function ShowcasePanel({ item, ...words }: { item: ShowcaseItem } & Words) {
  return (
    <div className="grid grid-cols-1 items-center gap-6 sm:rounded-3xl sm:border sm:border-ink-200 sm:bg-white sm:p-10 sm:shadow-card md:gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-14 lg:p-12">
      <div>
        <h3 className="text-xl font-bold tracking-tight text-ink-950 md:text-[1.75rem]">{item.title}</h3>
        <p className="mt-2 text-[0.9375rem] leading-relaxed text-ink-600 md:mt-4 md:text-lg md:leading-relaxed">
          {item.description}
        </p>
        <CheckList
          items={item.points}
          className="mt-4 space-y-1.5 md:mt-6 md:space-y-3"
          itemClassName="items-start text-sm md:text-base"
        />
      </div>
      <div className="flex items-center justify-center sm:min-h-[22rem] sm:rounded-2xl sm:border sm:border-ink-200 sm:bg-[radial-gradient(rgb(17_26_46/0.08)_1px,transparent_1px)] sm:bg-[size:16px_16px] sm:p-8 lg:min-h-[32rem]">
        <ShowcaseSampleView sample={item.sample} {...words} />
      </div>
    </div>
  );
}

/** A stakeholder and the competitor they engaged, joined by the amber trace: the signal, drawn. */
function SignalLink({ alert }: { alert: AlertCard }) {
  return (
    <p className="flex items-center gap-2 text-[0.6875rem]">
      <Avatar name={alert.name} tone="ink" />{' '}
      <span className="min-w-0 leading-tight">
        <span className="block font-semibold text-ink-950">{alert.name}</span>{' '}
        <span className="block truncate text-ink-500">{alert.account}</span>
      </span>{' '}
      <span
        aria-hidden="true"
        className="relative h-px min-w-6 flex-1 border-t-2 border-dashed border-signal-400"
      >
        <span className="absolute -top-[5px] left-1/2 size-2 -translate-x-1/2 rounded-full bg-signal-400 ring-2 ring-white" />
      </span>{' '}
      <span className="shrink-0 rounded-md border border-signal-300 bg-signal-50 px-2 py-1 font-semibold text-signal-700">
        {alert.competitor}
      </span>
    </p>
  );
}

function ShowcaseSampleView({ sample, samples, site }: { sample: ShowcaseSample } & Words) {
  const labels = samples.alertFields;
  const { surfaces, mark } = site;
  switch (sample.discriminant) {
    case 'signals': {
      const [first, ...rest] = sample.value.alerts;
      return (
        <SampleFrame
          mark={mark}
          role="group"
          aria-label={sample.value.label}
          data-sample=""
          className="flex w-full max-w-md flex-col text-xs"
        >
          {first ? (
            <div data-composition="signal-link" className={cn(windowClass, 'space-y-3 p-3 sm:p-4')}>
              <SignalLink alert={first} />
              <AlertFacts alert={first} labels={labels} variant="panel" />
            </div>
          ) : null}
          {rest.map((alert) => (
            <div
              key={alert.name}
              data-composition="signal-row"
              className={cn(windowClass, 'mt-3 p-3 max-sm:hidden sm:ml-10')}
            >
              <AlertFacts alert={alert} labels={labels} />
            </div>
          ))}
        </SampleFrame>
      );
    }
    case 'routing': {
      const { label, channelsLabel, channels, alert, opportunity } = sample.value;
      const owner = alert.accountDetails[0];
      const subject = fillSlots(surfaces.defaultSubject, {
        tag: alert.tag,
        account: alert.account,
        competitor: alert.competitor,
      });
      return (
        <SampleFrame
          mark={mark}
          role="group"
          aria-label={label}
          data-sample=""
          data-composition="email-routed"
          className="flex w-full max-w-md flex-col items-stretch text-xs"
        >
          <p className="mb-2.5 flex flex-wrap items-center gap-1.5 font-medium text-ink-600">
            {channelsLabel}
            {channels.map((channel) => (
              <Fragment key={channel}>
                {' '}
                <span className="rounded-full bg-white px-2.5 py-0.5 font-semibold text-ink-800 ring-1 ring-ink-200">
                  {channel}
                </span>
              </Fragment>
            ))}
          </p>
          <div className={windowClass}>
            <div className="border-b border-ink-100 bg-ink-50 px-3 py-2.5">
              <p className="flex items-start gap-2 text-[0.8125rem] font-semibold leading-snug text-ink-950">
                <Mail aria-hidden="true" className="mt-0.5 size-3.5 shrink-0 text-brand-700" />
                <span className="min-w-0">
                  <span className="sr-only">{surfaces.emailSubject}: </span>
                  {subject}
                </span>
              </p>
              <p className="mt-1 text-[0.6875rem] text-ink-600">
                {surfaces.emailFrom} · {surfaces.emailTo}:{' '}
                <span className="font-medium text-ink-800">{teammateName(site.cast, owner)}</span>
              </p>
            </div>
            <AlertFacts alert={alert} labels={labels} variant="panel" className="m-3 shadow-none" />
          </div>
          <ArrowDown aria-hidden="true" className="my-2 size-4 self-center text-ink-400" />
          <RoutedOpportunityCard {...opportunity} words={site.opportunity} />
        </SampleFrame>
      );
    }
    case 'crm':
      return (
        <SampleFrame mark={mark} role="group" aria-label={sample.value.label} className="w-full max-w-lg">
          <div className="grid grid-cols-1 gap-3">
            {sample.value.records.map((record) => (
              <CrmRecordCard key={record.objectType} {...record} words={site.record} density="compact" />
            ))}
          </div>
        </SampleFrame>
      );
    case 'playbook':
      return (
        <SampleFrame mark={mark} className="w-full max-w-md">
          <SamplePlaybookCard {...sample.value.playbook} words={site.playbook} />
        </SampleFrame>
      );
    case 'landscape':
      return (
        <SampleFrame mark={mark} className="w-full max-w-xl">
          <LandscapeSummaryCard {...sample.value.summary} words={site.landscape} />
        </SampleFrame>
      );
  }
}
