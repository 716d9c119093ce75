import type * as React from 'react';
import { SectionHeader } from '#src/components/sections/section-header.tsx';
import type { SectionIntro } from '#src/content/types.ts';

export type RoleTabsSectionProps = {
  intro: SectionIntro;
  id?: string;
  /** The role tabs island, composed in the page's .astro template. */
  children: React.ReactNode;
};

/** The static frame around the role tabs: section landmark and header. */
export function RoleTabsSection({ intro, id = 'roles', children }: RoleTabsSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className="py-16 md:py-24">
      <div className="container-page">
        <SectionHeader {...intro} id={headingId} />
        <div className="mt-10 md:mt-14">{children}</div>
      </div>
    </section>
  );
}
