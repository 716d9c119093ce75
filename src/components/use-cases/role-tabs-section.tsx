import type * as React from 'react';
import { SectionHeader } from '#src/components/sections/section-header.tsx';
import type { RoleLayout } from '#src/content/schemas/use-cases.ts';
import type { SectionIntro } from '#src/content/types.ts';
import { cn } from '#src/lib/cn.ts';
import { ROLE_PLACE } from './role-layouts';

export type RoleTabsSectionProps = {
  intro: SectionIntro;
  id?: string;
  /** How the heading, the tabs and the panels are arranged (the page's `roles.arrangement`). */
  layout?: RoleLayout;
  /** The role tabs, composed in the page's .astro template. */
  children: React.ReactNode;
};

/**
 * The static frame around the role tabs: section landmark, header, and the page's arrangement
 * (`role-layouts.ts`). In `rail` and `index` the container is a grid of two columns from 1024 px and the
 * tabs are `display: contents`, so the header, the tab list and the panels are its items.
 */
export function RoleTabsSection({ intro, id = 'roles', layout = 'strip', children }: RoleTabsSectionProps) {
  const headingId = `${id}-heading`;
  const place = ROLE_PLACE[layout];
  return (
    <section id={id} aria-labelledby={headingId} data-roles-layout={layout} className="py-16 md:py-24">
      <div className={cn('container-page', place.grid)}>
        <div className={place.header}>
          <SectionHeader {...intro} id={headingId} align={place.align} className={place.headerClass} />
        </div>
        {children}
      </div>
    </section>
  );
}
