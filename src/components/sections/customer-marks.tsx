import { CustomerWordmark } from '#src/components/brand/customer-wordmark.tsx';
import type { Customer } from '#src/content/case-studies.ts';

export type CustomerMarksProps = { label: string; customers: readonly Customer[] };

/** A row of customers' marks, each linking to its story when there is one (the /customers hero). */
export function CustomerMarks({ label, customers }: CustomerMarksProps) {
  return (
    <ul
      aria-label={label}
      data-slot="customer-marks"
      className="flex flex-wrap items-center justify-center gap-x-10 gap-y-4 text-ink-700"
    >
      {customers.map((customer) => (
        <li key={customer.name}>
          {customer.caseStudy ? (
            <a
              href={customer.caseStudy}
              className="inline-flex min-h-11 items-center rounded-sm transition-colors hover:text-ink-950"
            >
              <CustomerWordmark customer={customer} />
            </a>
          ) : (
            <CustomerWordmark customer={customer} />
          )}
        </li>
      ))}
    </ul>
  );
}
