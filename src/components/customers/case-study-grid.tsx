import { SectionHeader } from '#src/components/sections/section-header.tsx';
import type { CaseStudy, Customer } from '#src/content/case-studies.ts';
import type { SectionIntro } from '#src/content/types.ts';
import { CaseStudyCard } from './case-study-card';

export type CaseStudyGridProps = {
  intro: SectionIntro;
  stories: readonly { study: CaseStudy; customer: Customer }[];
  linkLabel: string;
  id?: string;
};

/** /customers: the case-study cards, two by two on wide screens. */
export function CaseStudyGrid({ intro, stories, linkLabel, id = 'stories' }: CaseStudyGridProps) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className="py-16 md:py-24">
      <div className="container-page">
        <SectionHeader {...intro} id={headingId} />
        <ul className="mt-12 grid gap-6 md:mt-16 md:grid-cols-2">
          {stories.map(({ study, customer }) => (
            <li key={study.slug}>
              <CaseStudyCard
                customer={customer}
                href={study.path}
                metric={study.metrics[0]}
                supporting={study.metrics.slice(1)}
                industry={study.industry}
                summary={study.cardLine}
                linkLabel={linkLabel}
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
