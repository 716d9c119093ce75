import type * as React from 'react';
import { SectionHeader } from '#src/components/sections/section-header.tsx';
import type { SectionIntro } from '#src/content/types.ts';
import { cn } from '#src/lib/cn.ts';
import { type RoleLayout, RolePicture, type RolePictureProps } from './role-picture';

export type RoleTabsSectionProps = {
  intro: SectionIntro;
  id?: string;
  /** How the heading, the tabs and the play's picture are arranged (`ROLE_LAYOUT`). */
  layout?: RoleLayout;
  /** What the section says it draws, in `data-composition` (arrangement and picture). */
  composition?: string;
  /** The play's picture (`RolePicture`), drawn here in `aside` (`RoleTabs` draws it in `rail` and `strip`). */
  picture?: RolePictureProps;
  /** The role tabs, composed in the page's .astro template. */
  children: React.ReactNode;
};

/**
 * The static frame around the role tabs: section landmark, header, and from 1024 px the arrangement of
 * the page's play. `rail` and `aside` are a grid of two columns whose right column holds the panel; in
 * `rail` the heading heads the right column and the tabs themselves (`display: contents`) fill the left
 * one, the tab list with the picture under it, so both columns end about together (issue 29, round 4:
 * heading, tabs and picture on the left ran 400-500 px past the panel at 1440). In `aside` the tabs and
 * panel sit centred against the heading and picture, so neither column ends far past the other (/predict's
 * left column ended 134 px past the panel).
 */
export function RoleTabsSection({
  intro,
  id = 'roles',
  layout = 'strip',
  composition,
  picture,
  children,
}: RoleTabsSectionProps) {
  const headingId = `${id}-heading`;
  const columns = layout !== 'strip';
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      data-roles-layout={layout}
      data-composition={composition}
      className="py-16 md:py-24"
    >
      <div
        className={cn(
          'container-page',
          columns && 'lg:grid lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] lg:gap-x-16 xl:gap-x-20',
        )}
      >
        <div
          className={cn(
            columns && 'lg:row-start-1 lg:self-start',
            layout === 'rail' ? 'lg:col-start-2' : columns && 'lg:col-start-1',
          )}
        >
          <SectionHeader {...intro} id={headingId} align={columns ? 'left' : 'center'} />
          {layout === 'aside' && picture ? (
            <div className="mt-10">
              <RolePicture {...picture} />
            </div>
          ) : null}
        </div>
        <div
          className={cn(
            'mt-10 md:mt-14',
            layout === 'rail' && 'lg:contents',
            layout === 'aside' && 'lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:mt-0 lg:self-center',
          )}
        >
          {children}
        </div>
      </div>
    </section>
  );
}
