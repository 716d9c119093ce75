import { ChevronDown } from 'lucide-react';
import * as React from 'react';
import { cn } from '#src/lib/cn.ts';

/*
 * Single-open, collapsible accordion on native `<details name>` (docs/decisions/0011-first-touch.md): the
 * browser opens one item of a group at a time, closes the open one when its question is activated again,
 * and does it from first paint, with or without JavaScript. Nothing here hydrates. Every answer is in the
 * HTML (find-in-page opens a closed one). Each question sits in a heading inside its `<summary>`, to fit
 * the page outline; the base layout's first-touch script adds ArrowUp/ArrowDown/Home/End between the
 * questions (`data-accordion-root` / `data-accordion-trigger`).
 */

type HeadingLevel = 2 | 3 | 4;

type AccordionContextValue = { name: string; headingLevel: HeadingLevel };

const AccordionContext = React.createContext<AccordionContextValue | null>(null);

function useAccordion(): AccordionContextValue {
  const context = React.useContext(AccordionContext);
  if (!context) throw new Error('Accordion parts must be used inside <Accordion>');
  return context;
}

export type AccordionProps = React.ComponentProps<'div'> & {
  /** The group name shared by the items' `<details name>`: one open at a time within it. */
  name: string;
  /** Heading level wrapping each question, to fit the page outline. */
  headingLevel?: HeadingLevel;
};

export function Accordion({ name, headingLevel = 3, className, children, ...props }: AccordionProps) {
  const context = React.useMemo(() => ({ name, headingLevel }), [name, headingLevel]);
  return (
    <AccordionContext.Provider value={context}>
      <div
        data-slot="accordion"
        data-accordion-root=""
        className={cn('divide-y divide-border', className)}
        {...props}
      >
        {children}
      </div>
    </AccordionContext.Provider>
  );
}

export type AccordionItemProps = React.ComponentProps<'details'>;

export function AccordionItem({ className, ...props }: AccordionItemProps) {
  const { name: group } = useAccordion();
  return <details name={group} data-slot="accordion-item" className={cn('group', className)} {...props} />;
}

export function AccordionTrigger({ className, children, ...props }: React.ComponentProps<'summary'>) {
  const { headingLevel } = useAccordion();
  const Heading = `h${headingLevel}` as const;
  return (
    <summary
      data-accordion-trigger=""
      className={cn(
        'flex cursor-pointer list-none items-center justify-between gap-4 rounded-md py-5 text-left text-ink-950 transition-colors hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring [&::-webkit-details-marker]:hidden',
        className,
      )}
      {...props}
    >
      <Heading className="text-base font-semibold">{children}</Heading>
      <ChevronDown
        aria-hidden="true"
        className="size-5 shrink-0 text-ink-500 transition-transform duration-200 group-open:rotate-180"
      />
    </summary>
  );
}

export function AccordionContent({ className, children, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-accordion-panel=""
      className={cn(
        'pb-6 pr-8 text-base leading-relaxed text-ink-700 motion-safe:animate-fade-in',
        className,
      )}
      {...props}
    >
      {children}
    </div>
  );
}
