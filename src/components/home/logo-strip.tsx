import { CustomerWordmark } from '~/components/brand/customer-wordmark';
import type { Customer } from '~/content/customers';

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
        <ul className="mt-8 grid grid-cols-2 items-center justify-items-center gap-x-8 gap-y-8 text-ink-500 sm:grid-cols-3 md:flex md:flex-wrap md:justify-between md:gap-x-10">
          {customers.map((customer, index) => (
            <li
              key={customer.name}
              className={index === customers.length - 1 ? 'col-span-2 sm:col-span-1' : undefined}
            >
              <CustomerWordmark customer={customer} className="text-xl md:text-2xl" />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
