import * as React from 'react';
import { cn } from '#src/lib/cn.ts';
import { MOBILE_QUERY, useMediaQuery } from '#src/lib/use-media-query.ts';

/*
 * Tabs after the WAI-ARIA tabs pattern: roving focus, automatic activation, arrow keys that follow the
 * orientation, Home and End. Two project rules on top:
 * - Below 768 px the tab list is a stacked, vertical list, and arrow keys follow that orientation.
 * - Every panel is rendered and inactive ones are hidden with CSS, so all copy is in the prerendered HTML;
 *   the base layout's <noscript> style shows every panel when JavaScript is off.
 *
 * Why not Radix Tabs: it costs about 9 KB gzip per page (roving focus group, collection, presence), which
 * does not fit the page JS budget; this covers the same behaviour in a fraction of that.
 */

type Orientation = 'horizontal' | 'vertical';

type TabsContextValue = {
  baseId: string;
  value: string | undefined;
  select: (value: string) => void;
  orientation: Orientation;
};

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
  defaultValue?: string;
  value?: string;
  onValueChange?: (value: string) => void;
  /** Defaults to horizontal, or vertical below 768 px. */
  orientation?: Orientation;
};

export function Tabs({ defaultValue, value, onValueChange, orientation, className, ...props }: TabsProps) {
  const isMobile = useMediaQuery(MOBILE_QUERY);
  const baseId = React.useId();
  const [uncontrolled, setUncontrolled] = React.useState(defaultValue);
  const current = value === undefined ? uncontrolled : value;
  const resolvedOrientation = orientation ?? (isMobile ? 'vertical' : 'horizontal');

  const select = React.useCallback(
    (next: string) => {
      if (value === undefined) setUncontrolled(next);
      onValueChange?.(next);
    },
    [value, onValueChange],
  );

  const context = React.useMemo(
    () => ({ baseId, value: current, select, orientation: resolvedOrientation }),
    [baseId, current, select, resolvedOrientation],
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
  const { orientation } = useTabs();

  function handleKeyDown(event: React.KeyboardEvent<HTMLDivElement>) {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    const tabs = Array.from(
      event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not([disabled])'),
    );
    const index = tabs.indexOf(event.target as HTMLButtonElement);
    if (index === -1) return;
    const last = tabs.length - 1;
    const destination = {
      [NEXT_KEY[orientation]]: index === last ? 0 : index + 1,
      [PREVIOUS_KEY[orientation]]: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (destination === undefined) return;
    event.preventDefault();
    // Focusing a tab selects it (automatic activation).
    tabs[destination]?.focus();
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

export function TabsTrigger({
  value,
  className,
  disabled,
  onMouseDown,
  onClick,
  onFocus,
  ...props
}: TabsTriggerProps) {
  const { baseId, value: current, select, orientation } = useTabs();
  const active = current === value;
  return (
    <button
      type="button"
      role="tab"
      id={part(baseId, 'trigger', value)}
      aria-selected={active}
      aria-controls={part(baseId, 'content', value)}
      tabIndex={active ? 0 : -1}
      disabled={disabled}
      data-slot="tabs-trigger"
      data-state={active ? 'active' : 'inactive'}
      data-orientation={orientation}
      className={cn(
        'inline-flex min-h-10 items-center justify-start gap-2 rounded-lg px-4 py-2 text-left text-sm font-semibold text-ink-600 transition-colors hover:text-ink-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring data-[state=active]:bg-white data-[state=active]:text-ink-950 data-[state=active]:shadow-card md:justify-center md:rounded-full md:text-center [&_svg]:size-4 [&_svg]:shrink-0',
        className,
      )}
      onMouseDown={(event) => {
        onMouseDown?.(event);
        // Select on press with the main button, as Radix does, so the switch feels immediate.
        if (!event.defaultPrevented && event.button === 0 && !event.ctrlKey) select(value);
      }}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) select(value);
      }}
      onFocus={(event) => {
        onFocus?.(event);
        if (!event.defaultPrevented && !active) select(value);
      }}
      {...props}
    />
  );
}

export type TabsContentProps = Omit<React.ComponentProps<'div'>, 'value'> & { value: string };

export function TabsContent({ value, className, ...props }: TabsContentProps) {
  const { baseId, value: current, orientation } = useTabs();
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
      data-orientation={orientation}
      className={cn(
        'rounded-xl focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring data-[state=inactive]:hidden',
        className,
      )}
      {...props}
    />
  );
}
