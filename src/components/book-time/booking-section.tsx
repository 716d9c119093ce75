import type * as React from 'react';
import type { BookTimeContent } from '#src/content/schemas/book-time.ts';

export type BookingSectionProps = Omit<BookTimeContent, 'meta' | 'host'> & {
  /** The scheduler island, composed in the page shell; its box introduces the host. */
  children: React.ReactNode;
};

/**
 * The /book-time page body: heading and copy, the scheduler (whose box, until a calendar is asked for,
 * introduces the host and who the call is for), then what the call covers. Each is said once. On wide
 * screens the scheduler sits in its own column beside the copy; on small screens it follows the lead
 * paragraph, so the calendar is reached before the details.
 */
export function BookingSection({
  eyebrow,
  headline,
  lead,
  agendaHeading,
  agenda,
  scheduler,
  children,
}: BookingSectionProps) {
  return (
    <section
      aria-labelledby="book-time-heading"
      className="border-b border-ink-200 bg-gradient-to-b from-ink-50 via-white to-white"
    >
      <div className="container-page grid gap-x-14 gap-y-8 pt-8 pb-12 md:gap-y-10 md:py-16 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:grid-rows-[auto_1fr] lg:py-20">
        <div className="lg:col-start-1 lg:row-start-1">
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">{eyebrow}</p>
          <h1 id="book-time-heading" className="mt-3 text-h1 font-bold text-ink-950">
            {headline}
          </h1>
          <p className="mt-5 text-lead text-ink-600">{lead}</p>
        </div>

        <section aria-labelledby="scheduler-heading" className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <h2 id="scheduler-heading" className="text-h3 font-semibold text-ink-950">
            {scheduler.heading}
          </h2>
          <p className="mt-1 text-sm text-ink-600">{scheduler.subheading}</p>
          <div className="mt-5">{children}</div>
        </section>

        <div className="lg:col-start-1 lg:row-start-2">
          <section aria-labelledby="agenda-heading">
            <h2 id="agenda-heading" className="text-h3 font-semibold text-ink-950">
              {agendaHeading}
            </h2>
            <ol className="mt-6 space-y-6">
              {agenda.map((item, index) => (
                <li key={item.title} className="flex gap-4">
                  <span
                    aria-hidden="true"
                    className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-semibold text-brand-700 ring-1 ring-brand-100"
                  >
                    {index + 1}
                  </span>
                  <div>
                    <h3 className="font-semibold text-ink-950">{item.title}</h3>
                    <p className="mt-1 text-sm leading-relaxed text-ink-600">{item.description}</p>
                  </div>
                </li>
              ))}
            </ol>
          </section>
        </div>
      </div>
    </section>
  );
}
