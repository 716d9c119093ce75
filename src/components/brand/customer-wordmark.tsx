import type { Customer } from '#src/content/case-studies.ts';
import type { WordmarkDesign } from '#src/content/schemas/case-studies.ts';
import { cn } from '#src/lib/cn.ts';

/*
 * Drawn customer wordmarks: five typographic treatments of the company name, one per company, so the logo
 * strip reads as five different companies. They are the site's own drawings, deliberately not the
 * companies' logos (spec: never copy real brand assets), and deliberately unlike our mark: no icon tile,
 * no arrow, no brand colour. Monochrome in `currentColor`, sized by the caller's font size, with system
 * font stacks only (no extra font request).
 */

/** The type treatment of each design: family, weight, case and spacing. */
const letterforms: Record<WordmarkDesign, string> = {
  'serif-italic': 'font-serif text-[1.08em] font-bold italic tracking-tight',
  'mono-underline': 'font-mono font-semibold lowercase tracking-tighter',
  'ruled-caps': 'font-serif text-[0.78em] font-medium uppercase tracking-[0.24em]',
  'slashed-heavy': 'text-[1.04em] font-black uppercase tracking-tighter',
  'split-weight': 'lowercase tracking-tight',
};

function Letters({ text, design }: { text: string; design: WordmarkDesign }) {
  if (design === 'split-weight') {
    // Two words set as one: a light first half and a heavy second half ("relay" + "line").
    const split = Math.ceil(text.length / 2);
    return (
      <span className={letterforms[design]}>
        <span className="font-light">{text.slice(0, split)}</span>
        <span className="font-extrabold">{text.slice(split)}</span>
      </span>
    );
  }
  return <span className={letterforms[design]}>{text}</span>;
}

/** Each design's drawn detail around the letters. */
function Wordmark({ text, design }: { text: string; design: WordmarkDesign }) {
  switch (design) {
    case 'mono-underline':
      return (
        <span className="inline-flex flex-col items-stretch">
          <Letters text={text} design={design} />
          <svg viewBox="0 0 100 8" preserveAspectRatio="none" className="-mt-[0.05em] h-[0.22em] w-full">
            <path
              d="M2 5.5 C 25 1, 45 1, 60 4 S 88 7.5, 98 2.5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.4"
              strokeLinecap="round"
              vectorEffect="non-scaling-stroke"
            />
          </svg>
        </span>
      );
    case 'ruled-caps':
      return (
        <span className="inline-block border-y-[0.09em] border-current py-[0.28em] pl-[0.24em]">
          <Letters text={text} design={design} />
        </span>
      );
    case 'slashed-heavy':
      return (
        <span className="inline-flex items-center gap-[0.18em]">
          <svg viewBox="0 0 14 24" className="h-[0.86em] w-auto shrink-0">
            <path d="M7 1h6L7 23H1z" fill="currentColor" />
          </svg>
          <Letters text={text} design={design} />
        </span>
      );
    case 'split-weight':
      return (
        <span className="inline-flex items-baseline gap-[0.12em]">
          <Letters text={text} design={design} />
          <span className="inline-block h-[0.12em] w-[0.7em] translate-y-[-0.08em] bg-current" />
        </span>
      );
    default:
      return <Letters text={text} design={design} />;
  }
}

export type CustomerWordmarkProps = { customer: Customer; className?: string };

/** A customer's drawn wordmark, one image named after the company. */
export function CustomerWordmark({ customer, className }: CustomerWordmarkProps) {
  return (
    <span
      role="img"
      aria-label={customer.name}
      data-slot="customer-wordmark"
      data-design={customer.wordmark}
      className={cn('inline-flex items-center whitespace-nowrap text-xl leading-none', className)}
    >
      <span aria-hidden="true" className="contents">
        <Wordmark text={customer.name} design={customer.wordmark} />
      </span>
    </span>
  );
}

/** The first letter of a customer's wordmark, in its letterforms: for an avatar-sized space. */
export function CustomerMonogram({ customer, className }: CustomerWordmarkProps) {
  return (
    <span aria-hidden="true" className={cn('leading-none', letterforms[customer.wordmark], className)}>
      {customer.name.charAt(0)}
    </span>
  );
}
