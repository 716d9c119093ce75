import { CrmRecordCard } from '#src/components/mock/crm-record.tsx';
import { SampleFrame } from '#src/components/mock/sample-frame.tsx';
import {
  AccountField,
  DealTimeline,
  ProductSlots,
  StageTrack,
} from '#src/components/mock/use-case-devices.tsx';
import type { SceneKind, UseCaseScene } from '#src/content/schemas/use-cases.ts';
import { NextSteps, type SceneSamples } from './use-case-scene';

/*
 * The role-tab section's own composition per play (issue 29, third round: below the hero the six pages
 * were one stack). `rail`: the tabs as a column on the left with the picture under them, the heading
 * over the panel on the right; `strip`: the heading and the tabs centred, the play's picture across the
 * top of the panel; `aside`: the heading and the picture on the left, the tabs and the panel on the
 * right. The picture repeats the hero's own sample (no new figures), small, from 1024 px.
 */
export const ROLE_LAYOUTS = ['rail', 'strip', 'aside'] as const;
export type RoleLayout = (typeof ROLE_LAYOUTS)[number];

/** Each play's arrangement (no arrangement for more than two pages; the picture tells the two apart). */
export const ROLE_LAYOUT: Record<SceneKind, RoleLayout> = {
  'account-field': 'rail',
  'renewal-record': 'rail',
  email: 'strip',
  'opportunity-record': 'strip',
  'account-record': 'aside',
  'pipeline-shift': 'aside',
};

export type RolePictureProps = {
  scene: UseCaseScene;
  /** The hero's alert account (lit among the target accounts). */
  account: string;
  nextSteps: readonly string[];
  nextStepsLabel: string;
  samples: SceneSamples;
};

function Picture({ scene, account, nextSteps, nextStepsLabel, samples }: RolePictureProps) {
  switch (scene.kind) {
    case 'account-field':
      return <AccountField field={scene.field} account={account} />;
    case 'email':
      return <DealTimeline timeline={scene.timeline} />;
    case 'account-record':
      return <ProductSlots products={scene.products} className="lg:grid-cols-2" />;
    case 'opportunity-record':
      return <StageTrack track={scene.track} />;
    case 'renewal-record':
      return (
        <CrmRecordCard {...scene.record} words={samples.record} density="compact" className="max-w-none" />
      );
    case 'pipeline-shift':
      return <NextSteps steps={nextSteps} label={nextStepsLabel} />;
  }
}

/**
 * The play's picture beside the role tabs: the hero's sample again, smaller, in its frame with the
 * "Sample" mark (spoken too: tests/e2e/samples.spec.ts), from 1024 px only.
 */
export function RolePicture(props: RolePictureProps) {
  return (
    <div data-role-picture={props.scene.kind} className="hidden lg:block">
      <SampleFrame
        mark={props.samples.mark}
        className="rounded-2xl border border-ink-200/80 bg-ink-50/80 p-3"
      >
        <Picture {...props} />
      </SampleFrame>
    </div>
  );
}
