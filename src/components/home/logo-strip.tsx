import { CustomerWordmark } from '#src/components/brand/customer-wordmark.tsx';
import type { Customer } from '#src/content/case-studies.ts';

export type LogoStripProps = { headline: string; customers: readonly Customer[]; id?: string };

/** Spec §2 Home: five customer wordmarks under one line of copy. */
export function LogoStrip({ headline, customers, id = 'customers' }: LogoStripProps) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className="border-y border-ink-100 bg-white py-8 md:py-14">
      <div className="container-page">
        <h2 id={headingId} className="text-center text-sm font-semibold text-ink-600">
          {headline}
        </h2>
        {/* Phones: three over two, each row centred (a 6-column grid, two columns a mark), never four over one. */}
        <ul className="mt-6 grid grid-cols-6 items-center justify-items-center gap-y-6 text-ink-500 *:col-span-2 sm:mt-8 [&>li:nth-child(4)]:col-start-2 md:flex md:flex-wrap md:justify-between md:gap-x-6 lg:gap-x-10">
          {customers.map((customer) => (
            <li key={customer.name}>
              <CustomerWordmark customer={customer} className="text-lg sm:text-xl lg:text-2xl" />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
