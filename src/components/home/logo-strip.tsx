import { CustomerWordmark } from '#src/components/brand/customer-wordmark.tsx';
import type { Customer } from '#src/content/case-studies.ts';

export type LogoStripProps = { headline: string; customers: readonly Customer[]; id?: string };

/** Spec §2 Home: five customer wordmarks under one line of copy. */
export function LogoStrip({ headline, customers, id = 'customers' }: LogoStripProps) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className="border-y border-ink-100 bg-white py-12 md:py-14">
      <div className="container-page">
        <h2 id={headingId} className="text-center text-sm font-semibold text-ink-600">
          {headline}
        </h2>
        <ul className="mt-8 flex flex-wrap items-center justify-center gap-x-10 gap-y-8 text-ink-500 sm:gap-x-14 md:justify-between md:gap-x-6 lg:gap-x-10">
          {customers.map((customer) => (
            <li key={customer.name}>
              <CustomerWordmark customer={customer} className="text-xl lg:text-2xl" />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
