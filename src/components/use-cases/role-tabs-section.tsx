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
  /** The play's picture (`RolePicture`), drawn here in `rail` and `aside`. */
  picture?: RolePictureProps;
  /** The role tabs, composed in the page's .astro template. */
  children: React.ReactNode;
};

/**
 * The static frame around the role tabs: section landmark, header, and from 1024 px the arrangement of
 * the page's play. `rail` and `aside` are a grid of two columns whose right column holds the panel; in
 * `rail` the tabs themselves (`display: contents`) join the left column under the heading.
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
        <div className={cn(columns && 'lg:col-start-1 lg:row-start-1 lg:self-start')}>
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
            layout === 'aside' && 'lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:mt-0',
          )}
        >
          {children}
        </div>
        {layout === 'rail' && picture ? (
          <div className="lg:col-start-1 lg:row-start-3 lg:mt-8">
            <RolePicture {...picture} />
          </div>
        ) : null}
      </div>
    </section>
  );
}
