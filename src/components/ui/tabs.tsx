import * as React from 'react';
import { cn } from '~/lib/cn';
import { MOBILE_QUERY, useMediaQuery } from '~/lib/use-media-query';

/*
 * Tabs after the WAI-ARIA tabs pattern (automatic activation, roving tabindex, arrow keys that follow the
 * orientation, Home and End), with the API of the Radix primitive it replaces (decision 0005: Radix Tabs
 * cost ~7 KB gzip per page). Two project rules on top:
 * - Below 768 px the tab list is a stacked, vertical list, and arrow keys follow that orientation.
 * - Every panel is rendered and inactive ones are hidden with CSS, so all copy is in the prerendered
 *   HTML; the base layout's <noscript> style shows every panel when JavaScript is off.
 */

type Orientation = 'horizontal' | 'vertical';

type TabsContextValue = {
  baseId: string;
  value: string | undefined;
  select: (value: string) => void;
  orientation: Orientation;
  activationMode: 'automatic' | 'manual';
};

const TabsContext = React.createContext<TabsContextValue | null>(null);

function useTabs(): TabsContextValue {
  const context = React.useContext(TabsContext);
  if (!context) throw new Error('Tabs parts must be used inside <Tabs>');
  return context;
}

const triggerId = (baseId: string, value: string) => `${baseId}-trigger-${value}`;
const contentId = (baseId: string, value: string) => `${baseId}-content-${value}`;

export type TabsProps = Omit<React.ComponentProps<'div'>, 'defaultValue' | 'dir'> & {
  /** The tab selected on first render (uncontrolled). */
  defaultValue?: string;
  /** The selected tab (controlled). */
  value?: string;
  onValueChange?: (value: string) => void;
  /** Defaults to vertical below 768 px and horizontal above. */
  orientation?: Orientation;
  /** `automatic` (default) selects a tab as soon as it receives focus; `manual` waits for Enter/Space/click. */
  activationMode?: 'automatic' | 'manual';
};

export function Tabs({
  defaultValue,
  value: controlledValue,
  onValueChange,
  orientation,
  activationMode = 'automatic',
  className,
  ...props
}: TabsProps) {
  const isMobile = useMediaQuery(MOBILE_QUERY);
  const baseId = React.useId();
  const [uncontrolledValue, setUncontrolledValue] = React.useState(defaultValue);
  const value = controlledValue ?? uncontrolledValue;
  const resolvedOrientation = orientation ?? (isMobile ? 'vertical' : 'horizontal');

  const select = React.useCallback(
    (next: string) => {
      if (controlledValue === undefined) setUncontrolledValue(next);
      if (next !== value) onValueChange?.(next);
    },
    [controlledValue, value, onValueChange],
  );

  const context = React.useMemo(
    () => ({ baseId, value, select, orientation: resolvedOrientation, activationMode }),
    [baseId, value, select, resolvedOrientation, activationMode],
  );

  return (
    <TabsContext.Provider value={context}>
      <div
        data-slot="tabs"
        data-orientation={resolvedOrientation}
        className={cn('flex flex-col gap-6', className)}
        {...props}
      />
    </TabsContext.Provider>
  );
}

const NEXT_KEY: Record<Orientation, string> = { horizontal: 'ArrowRight', vertical: 'ArrowDown' };
const PREVIOUS_KEY: Record<Orientation, string> = { horizontal: 'ArrowLeft', vertical: 'ArrowUp' };

export function TabsList({ className, onKeyDown, ...props }: React.ComponentProps<'div'>) {
  const { orientation, activationMode, select } = useTabs();

  function handleKeyDown(event: React.KeyboardEvent<HTMLDivElement>) {
    onKeyDown?.(event);
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    const tabs = Array.from(
      event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)'),
    );
    const index = tabs.indexOf(event.target as HTMLButtonElement);
    if (index === -1) return;
    const last = tabs.length - 1;
    const destinations: Record<string, number> = {
      [NEXT_KEY[orientation]]: index === last ? 0 : index + 1,
      [PREVIOUS_KEY[orientation]]: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const destination = destinations[event.key];
    if (destination === undefined) return;
    event.preventDefault();
    const tab = tabs[destination];
    tab?.focus();
    const tabValue = tab?.dataset.value;
    if (activationMode === 'automatic' && tabValue !== undefined) select(tabValue);
  }

  return (
    <div
      role="tablist"
      aria-orientation={orientation}
      data-slot="tabs-list"
      data-tabs-list=""
      data-orientation={orientation}
      className={cn(
        'flex w-full flex-col gap-1 rounded-xl border border-border bg-ink-50 p-1.5 md:w-fit md:flex-row md:flex-wrap md:rounded-full',
        className,
      )}
      onKeyDown={handleKeyDown}
      {...props}
    />
  );
}

export type TabsTriggerProps = Omit<React.ComponentProps<'button'>, 'value'> & { value: string };

export function TabsTrigger({ value, className, onMouseDown, onClick, ...props }: TabsTriggerProps) {
  const { baseId, value: selectedValue, select, orientation } = useTabs();
  const selected = value === selectedValue;
  return (
    <button
      type="button"
      role="tab"
      id={triggerId(baseId, value)}
      aria-selected={selected}
      aria-controls={contentId(baseId, value)}
      tabIndex={selected ? 0 : -1}
      data-slot="tabs-trigger"
      data-state={selected ? 'active' : 'inactive'}
      data-orientation={orientation}
      data-value={value}
      className={cn(
        'inline-flex min-h-10 items-center justify-start gap-2 rounded-lg px-4 py-2 text-left text-sm font-semibold text-ink-600 transition-colors hover:text-ink-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring data-[state=active]:bg-white data-[state=active]:text-ink-950 data-[state=active]:shadow-card md:justify-center md:rounded-full md:text-center [&_svg]:size-4 [&_svg]:shrink-0',
        className,
      )}
      // Like Radix: a primary-button press selects at once; click covers keyboard and assistive tech.
      onMouseDown={(event) => {
        onMouseDown?.(event);
        if (!event.defaultPrevented && event.button === 0 && !event.ctrlKey) select(value);
      }}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) select(value);
      }}
      {...props}
    />
  );
}

export type TabsContentProps = React.ComponentProps<'div'> & {
  value: string;
  /** Accepted for compatibility; every panel is always rendered. */
  forceMount?: true;
};

export function TabsContent({ value, forceMount: _forceMount, className, ...props }: TabsContentProps) {
  const { baseId, value: selectedValue, orientation } = useTabs();
  const selected = value === selectedValue;
  return (
    <div
      role="tabpanel"
      id={contentId(baseId, value)}
      aria-labelledby={triggerId(baseId, value)}
      tabIndex={0}
      data-slot="tabs-content"
      data-tabs-panel=""
      data-state={selected ? 'active' : 'inactive'}
      data-orientation={orientation}
      className={cn(
        'rounded-xl focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring data-[state=inactive]:hidden',
        className,
      )}
      {...props}
    />
  );
}
