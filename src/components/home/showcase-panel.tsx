import { Fragment } from 'react';
import { AlertCard } from '#src/components/mock/alert-card.tsx';
import { CrmRecordCard } from '#src/components/mock/crm-record.tsx';
import { LandscapeSummaryCard } from '#src/components/mock/landscape-summary.tsx';
import { RoutedOpportunityCard } from '#src/components/mock/routed-opportunity.tsx';
import { SamplePlaybookCard } from '#src/components/mock/sample-playbook.tsx';
import { CheckList } from '#src/components/ui/check-list.tsx';
import type { ShowcaseItem, ShowcaseSample } from '#src/content/schemas/home.ts';

/*
 * The static content of one showcase panel: heading, copy and points on one side, the feature's sample
 * mock-up on the other. Rendered at build time and slotted into the FeatureShowcase island.
 */

export function ShowcasePanel({ item }: { item: ShowcaseItem }) {
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
        <ShowcaseSampleView sample={item.sample} />
      </div>
    </div>
  );
}

function ShowcaseSampleView({ sample }: { sample: ShowcaseSample }) {
  switch (sample.discriminant) {
    case 'signals':
      return (
        <div role="group" aria-label={sample.value.label} className="flex w-full max-w-md flex-col gap-4">
          {sample.value.alerts.map((alert, index) => (
            <AlertCard
              key={alert.name}
              {...alert}
              className={index % 2 === 1 ? 'sm:ml-10 sm:w-[calc(100%-2.5rem)]' : 'sm:w-[calc(100%-2.5rem)]'}
            />
          ))}
        </div>
      );
    case 'routing': {
      const { label, channelsLabel, channels, alert, opportunity } = sample.value;
      return (
        <div role="group" aria-label={label} className="flex w-full max-w-md flex-col items-stretch">
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
          <AlertCard {...alert} />
          <div aria-hidden="true" className="mx-auto h-8 w-px bg-gradient-to-b from-ink-300 to-brand-400" />
          <RoutedOpportunityCard {...opportunity} />
        </div>
      );
    }
    case 'crm':
      return (
        <div role="group" aria-label={sample.value.label} className="grid w-full max-w-lg grid-cols-1 gap-3">
          {sample.value.records.map((record) => (
            <CrmRecordCard key={record.objectType} {...record} density="compact" />
          ))}
        </div>
      );
    case 'playbook':
      return <SamplePlaybookCard {...sample.value.playbook} />;
    case 'landscape':
      return <LandscapeSummaryCard {...sample.value.summary} />;
  }
}
