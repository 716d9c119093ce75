import { ChevronLeft, ChevronRight } from 'lucide-react';
import * as React from 'react';
import { cn } from '#src/lib/cn.ts';

/*
 * Tabs after the WAI-ARIA tabs pattern, as static markup (docs/decisions/0011-first-touch.md): nothing here
 * hydrates. The base layout's first-touch script gives every tab list its behaviour from first paint:
 * selection by click or by focus (automatic activation), roving `tabindex`, arrow keys that follow the
 * orientation (horizontal, or vertical below 768 px, where the list is stacked, unless it scrolls sideways),
 * wrap-around, Home and End.
 * Every panel is rendered and inactive ones are hidden with CSS (`data-state`), so all copy is in the
 * prerendered HTML; the base layout's <noscript> style shows every panel when JavaScript is off.
 */

type TabsContextValue = { baseId: string; value: string | undefined };

const TabsContext = React.createContext<TabsContextValue | null>(null);

function useTabs(): TabsContextValue {
  const context = React.useContext(TabsContext);
  if (!context) throw new Error('Tabs parts must be used inside <Tabs>');
  return context;
}

/** Ids from the value, made safe for an id attribute. */
const part = (baseId: string, kind: 'trigger' | 'content', value: string) =>
  `${baseId}-${kind}-${value.replace(/\s+/g, '-')}`;

export type TabsProps = Omit<React.ComponentProps<'div'>, 'defaultValue' | 'dir'> & {
  /** The tab selected in the HTML (spec: the first one). */
  defaultValue?: string;
};

export function Tabs({ defaultValue, className, ...props }: TabsProps) {
  const baseId = React.useId();
  const context = React.useMemo(() => ({ baseId, value: defaultValue }), [baseId, defaultValue]);
  return (
    <TabsContext.Provider value={context}>
      <div data-slot="tabs" className={cn('flex flex-col gap-6', className)} {...props} />
    </TabsContext.Provider>
  );
}

/**
 * A row that scrolls sideways below 768 px (`data-tabs-scroll`) and stays horizontal, instead of the stacked
 * list: for a long page on a phone (issue 29). It runs to the screen's edges and fades out at an end that
 * holds more tabs (`scroll-fade`); a round chevron over that end says there is more and scrolls the row a
 * step when tapped (`data-tabs-more`, shown by the first-touch script while tabs lie beyond that end; issue
 * 29's eighth review: at 375 px the fade hid the last tab with nothing to say that more followed).
 */
const SCROLL_ROW =
  'relative flex-row overflow-x-auto overscroll-x-contain [scrollbar-width:none] max-md:w-full max-md:px-5 max-md:pr-12 max-md:scroll-fade sm:max-md:pl-6';

/** Pills: separate 44 px pills, 8 px apart, the selected one ink, with no shared track (the home showcase). */
const PILLS =
  'rounded-full max-md:gap-2 max-md:rounded-none max-md:border-0 max-md:bg-transparent max-md:py-1 max-md:*:shrink-0 max-md:*:whitespace-nowrap max-md:*:rounded-full max-md:*:border max-md:*:border-ink-200 max-md:*:bg-white max-md:*:px-4 max-md:*:data-[state=active]:border-ink-950 max-md:*:data-[state=active]:bg-ink-950 max-md:*:data-[state=active]:text-white';

const MORE =
  'absolute top-1/2 size-11 -translate-y-1/2 items-center justify-center rounded-full border border-ink-200 bg-white text-ink-950 shadow-card [&_svg]:size-5';

/** The round chevron over one end of a scrolling row, 8 px in from the screen's edge. */
function MoreButton({ end }: { end: 'start' | 'end' }) {
  return (
    <button
      type="button"
      tabIndex={-1}
      aria-hidden="true"
      data-tabs-more={end}
      className={cn(MORE, end === 'start' ? 'left-2' : 'right-2')}
    >
      {end === 'start' ? <ChevronLeft /> : <ChevronRight />}
    </button>
  );
}

export type TabsListProps = React.ComponentProps<'div'> & {
  /**
   * Below 768 px, one row that scrolls sideways (see `SCROLL_ROW`): `pills` draws the tabs as separate
   * pills, `row` leaves their look to the caller (the underlined role tabs).
   */
  scroll?: 'pills' | 'row';
};

export function TabsList({ scroll, className, ...props }: TabsListProps) {
  const list = (
    <div
      role="tablist"
      // The first-touch script sets the real orientation (vertical below 768 px unless the list scrolls)
      // before first input.
      aria-orientation="horizontal"
      data-slot="tabs-list"
      data-tabs-list=""
      data-tabs-scroll={scroll ? '' : undefined}
      className={cn(
        'flex w-full gap-1 border border-border bg-ink-50 p-1.5 md:w-fit md:flex-row md:flex-wrap md:rounded-full',
        scroll ? SCROLL_ROW : 'flex-col rounded-xl',
        scroll === 'pills' && PILLS,
        className,
      )}
      {...props}
    />
  );
  if (!scroll) return list;
  // The chevrons are a pointer's shortcut, hidden from screen readers and the tab order: the arrow keys
  // move along the tabs, and the selected or focused tab scrolls into view.
  return (
    <div data-tabs-scroller="" className="relative max-md:-mx-5 sm:max-md:-mx-6">
      {list}
      <MoreButton end="start" />
      <MoreButton end="end" />
    </div>
  );
}

export type TabsTriggerProps = Omit<React.ComponentProps<'button'>, 'value'> & { value: string };

export function TabsTrigger({ value, className, ...props }: TabsTriggerProps) {
  const { baseId, value: current } = useTabs();
  const active = current === value;
  return (
    <button
      type="button"
      role="tab"
      id={part(baseId, 'trigger', value)}
      aria-selected={active}
      aria-controls={part(baseId, 'content', value)}
      tabIndex={active ? 0 : -1}
      data-slot="tabs-trigger"
      data-state={active ? 'active' : 'inactive'}
      className={cn(
        'inline-flex min-h-11 items-center justify-start gap-2 rounded-lg px-4 py-2 text-left text-sm font-semibold text-ink-600 transition-colors hover:text-ink-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring data-[state=active]:bg-white data-[state=active]:text-ink-950 data-[state=active]:shadow-card md:justify-center md:rounded-full md:text-center [&_svg]:size-4 [&_svg]:shrink-0',
        className,
      )}
      {...props}
    />
  );
}

export type TabsContentProps = Omit<React.ComponentProps<'div'>, 'value'> & { value: string };

export function TabsContent({ value, className, ...props }: TabsContentProps) {
  const { baseId, value: current } = useTabs();
  const active = current === value;
  return (
    <div
      role="tabpanel"
      id={part(baseId, 'content', value)}
      aria-labelledby={part(baseId, 'trigger', value)}
      tabIndex={0}
      data-slot="tabs-content"
      data-tabs-panel=""
      data-state={active ? 'active' : 'inactive'}
      className={cn(
        'rounded-xl focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring data-[state=inactive]:hidden',
        className,
      )}
      {...props}
    />
  );
}
