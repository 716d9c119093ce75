import type * as React from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#src/components/ui/tabs.tsx';

/*
 * The home page's tabbed feature showcase: the tab list and the panel frames, as static HTML (no island;
 * the first-touch script switches the tabs, decision 0011). Each panel's content (copy and mock-ups) is
 * rendered by the page and passed in as a named slot, `panel-<value>`, which arrives here as the prop
 * `panel<Value>`. First tab selected by default; below 768 px the tab list is one row that scrolls
 * sideways (ui/tabs `scroll`, with a chevron at an end that holds more), so the five tabs take one line of a phone, not five (issue 29).
 */

export type FeatureShowcaseTab = { value: string; label: string };

/** The slot name the page shell gives a panel's content. */
export function showcasePanelSlot(value: string): string {
  return `panel-${value}`;
}

/** The prop Astro turns that slot name into (its renderer camel-cases `-x` to `X`). */
export function showcasePanelProp(value: string): `panel${string}` {
  return `panel${value.charAt(0).toUpperCase()}${value.slice(1)}`;
}

export type FeatureShowcaseProps = {
  tabs: readonly FeatureShowcaseTab[];
  /** Accessible name of the tab list. */
  label: string;
  defaultValue?: string;
} & { [panel: `panel${string}`]: React.ReactNode };

export function FeatureShowcase({ tabs, label, defaultValue, ...panels }: FeatureShowcaseProps) {
  return (
    <Tabs defaultValue={defaultValue ?? tabs[0]?.value} className="gap-5 md:items-center md:gap-12">
      <TabsList aria-label={label} scroll="pills" className="md:justify-center">
        {tabs.map((tab) => (
          <TabsTrigger key={tab.value} value={tab.value} className="md:px-3.5 lg:px-5">
            {tab.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {tabs.map((tab) => (
        <TabsContent key={tab.value} value={tab.value} className="w-full">
          {panels[showcasePanelProp(tab.value)]}
        </TabsContent>
      ))}
    </Tabs>
  );
}
