import { Fragment } from 'react';
import { AlertCard } from '#src/components/mock/alert-card.tsx';
import { CrmRecordCard } from '#src/components/mock/crm-record.tsx';
import { LandscapeSummaryCard } from '#src/components/mock/landscape-summary.tsx';
import { RoutedOpportunityCard } from '#src/components/mock/routed-opportunity.tsx';
import { SampleFrame } from '#src/components/mock/sample-frame.tsx';
import { SamplePlaybookCard } from '#src/components/mock/sample-playbook.tsx';
import { CheckList } from '#src/components/ui/check-list.tsx';
import type { ShowcaseItem, ShowcaseSample } from '#src/content/schemas/home.ts';
import type { SamplesContent } from '#src/content/schemas/samples.ts';

/*
 * The static content of one showcase panel: heading, copy and points on one side, the feature's sample
 * mock-up on the other, marked as a sample. Rendered at build time and slotted into the FeatureShowcase
 * island.
 */

/** The mock-ups' words and their sample mark (site/samples.yaml). */
export type ShowcaseSamples = Pick<
  SamplesContent,
  'mark' | 'card' | 'record' | 'opportunity' | 'playbook' | 'landscape'
>;

export function ShowcasePanel({ item, samples }: { item: ShowcaseItem; samples: ShowcaseSamples }) {
  return (
    <div className="grid grid-cols-1 items-center gap-8 sm:rounded-3xl sm:border sm:border-ink-200/70 sm:bg-white sm:p-10 sm:shadow-card lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-14 lg:p-12">
      <div>
        <h3 className="text-2xl font-bold tracking-tight text-ink-950 md:text-[1.75rem]">{item.title}</h3>
        <p className="mt-4 text-base leading-relaxed text-ink-600 md:text-lg md:leading-relaxed">
          {item.description}
        </p>
        <CheckList items={item.points} className="mt-6" itemClassName="items-start text-sm md:text-base" />
      </div>
      <div className="flex items-center justify-center rounded-2xl bg-gradient-to-br from-ink-100/80 to-brand-50 p-3 ring-1 ring-ink-200/60 sm:min-h-[22rem] sm:p-8 lg:min-h-[32rem]">
        <ShowcaseSampleView sample={item.sample} samples={samples} />
      </div>
    </div>
  );
}

function ShowcaseSampleView({ sample, samples }: { sample: ShowcaseSample; samples: ShowcaseSamples }) {
  const { mark } = samples;
  switch (sample.discriminant) {
    case 'signals':
      return (
        <SampleFrame mark={mark} role="group" aria-label={sample.value.label} className="w-full max-w-md">
          <div className="flex flex-col gap-4">
            {sample.value.alerts.map((alert, index) => (
              <AlertCard
                key={alert.name}
                {...alert}
                words={samples.card}
                className={index % 2 === 1 ? 'sm:ml-10 sm:w-[calc(100%-2.5rem)]' : 'sm:w-[calc(100%-2.5rem)]'}
              />
            ))}
          </div>
        </SampleFrame>
      );
    case 'routing': {
      const { label, channelsLabel, channels, alert, opportunity } = sample.value;
      return (
        <SampleFrame
          mark={mark}
          role="group"
          aria-label={label}
          className="flex w-full max-w-md flex-col items-stretch"
        >
          <p className="mb-3 flex flex-wrap items-center gap-2 text-xs font-medium text-ink-600">
            {channelsLabel}
            {channels.map((channel) => (
              <Fragment key={channel}>
                {' '}
                <span className="rounded-full bg-white px-2.5 py-0.5 font-semibold text-ink-800 shadow-card ring-1 ring-ink-200">
                  {channel}
                </span>
              </Fragment>
            ))}
          </p>
          <AlertCard {...alert} words={samples.card} />
          <div aria-hidden="true" className="mx-auto h-8 w-px bg-gradient-to-b from-ink-300 to-brand-400" />
          <RoutedOpportunityCard {...opportunity} words={samples.opportunity} />
        </SampleFrame>
      );
    }
    case 'crm':
      return (
        <SampleFrame mark={mark} role="group" aria-label={sample.value.label} className="w-full max-w-lg">
          <div className="grid grid-cols-1 gap-3">
            {sample.value.records.map((record) => (
              <CrmRecordCard key={record.objectType} {...record} words={samples.record} density="compact" />
            ))}
          </div>
        </SampleFrame>
      );
    case 'playbook':
      return (
        <SampleFrame mark={mark} className="w-full max-w-md">
          <SamplePlaybookCard {...sample.value.playbook} words={samples.playbook} />
        </SampleFrame>
      );
    case 'landscape':
      return (
        <SampleFrame mark={mark} className="w-full max-w-xl">
          <LandscapeSummaryCard {...sample.value.summary} words={samples.landscape} />
        </SampleFrame>
      );
  }
}
