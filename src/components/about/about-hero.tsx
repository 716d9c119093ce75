import { IntroHero } from '#src/components/sections/intro-hero.tsx';
import type { AboutContent } from '#src/content/schemas/about.ts';
import { RelationshipMap } from './relationship-map';

/** The story page's hero: its words on the left and, from 1024 px, the relationship map on the right. */
export function AboutHero({ network, ...hero }: AboutContent['hero']) {
  return <IntroHero {...hero} align="left" picture={<RelationshipMap {...network} />} />;
}
