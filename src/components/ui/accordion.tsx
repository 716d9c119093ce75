import { ChevronDown } from 'lucide-react';
import * as React from 'react';
import { cn } from '#src/lib/cn.ts';

/*
 * Single-open, collapsible accordion after the WAI-ARIA accordion pattern.
 *
 * Why not Radix: its collapsed panels render no children, so FAQ answers would be missing from the
 * prerendered HTML. Here every panel is always rendered and only toggled with `hidden`, so answers are
 * readable without JavaScript (the base layout reveals them in a <noscript> style) and findable by search
 * engines.
 */

type AccordionContextValue = {
  openValue: string | null;
  toggle: (value: string) => void;
  headingLevel: HeadingLevel;
};

type HeadingLevel = 2 | 3 | 4;

const AccordionContext = React.createContext<AccordionContextValue | null>(null);

function useAccordion(): AccordionContextValue {
  const context = React.useContext(AccordionContext);
  if (!context) throw new Error('Accordion parts must be used inside <Accordion>');
  return context;
}

export type AccordionProps = Omit<React.ComponentProps<'div'>, 'defaultValue' | 'onChange'> & {
  /** The item open on first render; none by default. */
  defaultValue?: string | null;
  /** Controlled open item (`null` for none). */
  value?: string | null;
  onValueChange?: (value: string | null) => void;
  /** Heading level wrapping each trigger, to fit the page outline. */
  headingLevel?: HeadingLevel;
};

export function Accordion({
  defaultValue = null,
  value,
  onValueChange,
  headingLevel = 3,
  className,
  onKeyDown,
  children,
  ...props
}: AccordionProps) {
  const [uncontrolled, setUncontrolled] = React.useState<string | null>(defaultValue);
  const openValue = value === undefined ? uncontrolled : value;

  const toggle = React.useCallback(
    (itemValue: string) => {
      // Opening one item closes the other; activating the open item closes it.
      const next = openValue === itemValue ? null : itemValue;
      if (value === undefined) setUncontrolled(next);
      onValueChange?.(next);
    },
    [openValue, value, onValueChange],
  );

  const context = React.useMemo(
    () => ({ openValue, toggle, headingLevel }),
    [openValue, toggle, headingLevel],
  );

  function handleKeyDown(event: React.KeyboardEvent<HTMLDivElement>) {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    const root = event.currentTarget;
    const target = event.target as HTMLElement;
    if (!target.hasAttribute('data-accordion-trigger')) return;

    const triggers = Array.from(root.querySelectorAll<HTMLButtonElement>('[data-accordion-trigger]')).filter(
      (trigger) => trigger.closest('[data-accordion-root]') === root,
    );
    const index = triggers.indexOf(target as HTMLButtonElement);
    if (index === -1) return;

    const last = triggers.length - 1;
    const nextIndex: Record<string, number> = {
      ArrowDown: index === last ? 0 : index + 1,
      ArrowUp: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const destination = nextIndex[event.key];
    if (destination === undefined) return;
    event.preventDefault();
    triggers[destination]?.focus();
  }

  return (
    <AccordionContext.Provider value={context}>
      <div
        data-slot="accordion"
        data-accordion-root=""
        className={cn('divide-y divide-border', className)}
        onKeyDown={handleKeyDown}
        {...props}
      >
        {children}
      </div>
    </AccordionContext.Provider>
  );
}

type AccordionItemContextValue = { value: string; open: boolean; triggerId: string; panelId: string };

const AccordionItemContext = React.createContext<AccordionItemContextValue | null>(null);

function useAccordionItem(): AccordionItemContextValue {
  const context = React.useContext(AccordionItemContext);
  if (!context) throw new Error('AccordionTrigger and AccordionContent must be used inside <AccordionItem>');
  return context;
}

export type AccordionItemProps = React.ComponentProps<'div'> & { value: string };

export function AccordionItem({ value, className, ...props }: AccordionItemProps) {
  const { openValue } = useAccordion();
  const id = React.useId();
  const open = openValue === value;
  const item = React.useMemo(
    () => ({ value, open, triggerId: `${id}-trigger`, panelId: `${id}-panel` }),
    [value, open, id],
  );
  return (
    <AccordionItemContext.Provider value={item}>
      <div
        data-slot="accordion-item"
        data-state={open ? 'open' : 'closed'}
        className={className}
        {...props}
      />
    </AccordionItemContext.Provider>
  );
}

export function AccordionTrigger({ className, children, onClick, ...props }: React.ComponentProps<'button'>) {
  const { toggle, headingLevel } = useAccordion();
  const { value, open, triggerId, panelId } = useAccordionItem();
  const Heading = `h${headingLevel}` as const;
  return (
    <Heading className="flex">
      <button
        type="button"
        id={triggerId}
        aria-expanded={open}
        aria-controls={panelId}
        data-accordion-trigger=""
        data-state={open ? 'open' : 'closed'}
        className={cn(
          'group flex flex-1 items-center justify-between gap-4 rounded-md py-5 text-left text-base font-semibold text-ink-950 transition-colors hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
          className,
        )}
        onClick={(event) => {
          onClick?.(event);
          if (!event.defaultPrevented) toggle(value);
        }}
        {...props}
      >
        {children}
        <ChevronDown
          aria-hidden="true"
          className="size-5 shrink-0 text-ink-500 transition-transform duration-200 group-data-[state=open]:rotate-180"
        />
      </button>
    </Heading>
  );
}

export function AccordionContent({ className, children, ...props }: React.ComponentProps<'div'>) {
  const { open, triggerId, panelId } = useAccordionItem();
  return (
    <div
      id={panelId}
      role="region"
      aria-labelledby={triggerId}
      hidden={!open}
      data-accordion-panel=""
      data-state={open ? 'open' : 'closed'}
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
