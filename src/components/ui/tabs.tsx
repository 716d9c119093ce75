import { Tabs as TabsPrimitive } from 'radix-ui';
import type * as React from 'react';
import { cn } from '~/lib/cn';
import { MOBILE_QUERY, useMediaQuery } from '~/lib/use-media-query';

/*
 * Tabs on Radix (roving focus, automatic activation, ARIA). Two project rules on top:
 * - Below 768 px the tab list is a stacked, vertical list, and arrow keys follow that orientation.
 * - Every panel is rendered (forceMount) and inactive ones are hidden with CSS, so all copy is in the
 *   prerendered HTML; the base layout's <noscript> style shows every panel when JavaScript is off.
 */

export function Tabs({ className, orientation, ...props }: React.ComponentProps<typeof TabsPrimitive.Root>) {
  const isMobile = useMediaQuery(MOBILE_QUERY);
  return (
    <TabsPrimitive.Root
      data-slot="tabs"
      orientation={orientation ?? (isMobile ? 'vertical' : 'horizontal')}
      className={cn('flex flex-col gap-6', className)}
      {...props}
    />
  );
}

export function TabsList({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      data-slot="tabs-list"
      data-tabs-list=""
      className={cn(
        'flex w-full flex-col gap-1 rounded-xl border border-border bg-ink-50 p-1.5 md:w-fit md:flex-row md:flex-wrap md:rounded-full',
        className,
      )}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      data-slot="tabs-trigger"
      className={cn(
        'inline-flex min-h-10 items-center justify-start gap-2 rounded-lg px-4 py-2 text-left text-sm font-semibold text-ink-600 transition-colors hover:text-ink-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring data-[state=active]:bg-white data-[state=active]:text-ink-950 data-[state=active]:shadow-card md:justify-center md:rounded-full md:text-center [&_svg]:size-4 [&_svg]:shrink-0',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content
      data-slot="tabs-content"
      data-tabs-panel=""
      forceMount
      className={cn(
        'rounded-xl focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring data-[state=inactive]:hidden',
        className,
      )}
      {...props}
    />
  );
}
