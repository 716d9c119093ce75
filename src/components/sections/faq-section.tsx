import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from '#src/components/ui/accordion.tsx';
import type { FaqItem, SectionIntro } from '#src/content/types.ts';
import { cn } from '#src/lib/cn.ts';
import { SectionHeader } from './section-header';

export type FaqSectionProps = {
  intro: SectionIntro;
  items: readonly FaqItem[];
  id?: string;
  /**
   * What follows the questions in the section (the /pricing business-case card): after them below
   * 1024 px, under the heading beside them from 1024 px, so the heading's column is not empty.
   */
  children?: React.ReactNode;
  /** Classes for the children's wrapper (the /security contact card: `hidden lg:block`, wide screens only). */
  asideClassName?: string;
};

/**
 * FAQ: a single-open, collapsible accordion (spec §4) on native `<details name>`, so it is static HTML that
 * works from first paint: render it without a `client:` directive. Every answer is in the prerendered HTML.
 */
export function FaqSection({ intro, items, id = 'faq', children, asideClassName }: FaqSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className="pt-12 pb-10 md:py-24">
      <div className="container-page grid gap-6 md:gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:grid-rows-[auto_1fr] lg:gap-x-16">
        <SectionHeader {...intro} id={headingId} align="left" />
        <Accordion
          name={id}
          headingLevel={3}
          className="border-y border-border lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start"
        >
          {items.map((item) => (
            <AccordionItem key={item.question}>
              <AccordionTrigger>{item.question}</AccordionTrigger>
              <AccordionContent>
                <p>{item.answer}</p>
              </AccordionContent>
            </AccordionItem>
          ))}
        </Accordion>
        {children ? (
          <div className={cn('mt-4 md:mt-0 lg:col-start-1 lg:row-start-2', asideClassName)}>{children}</div>
        ) : null}
      </div>
    </section>
  );
}
