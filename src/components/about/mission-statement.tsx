export type MissionStatementProps = {
  eyebrow: string;
  statement: string;
  detail: string;
  id?: string;
};

/**
 * The mission, set large: the eyebrow is the section's h2, the statement a pull-quote sized paragraph.
 * Left-aligned beside its label (not a second centred headline block under the page's hero).
 */
export function MissionStatement({ eyebrow, statement, detail, id = 'mission' }: MissionStatementProps) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className="py-16 md:py-24">
      <div className="container-page">
        {/* The label beside the statement from 1024 px; over it below (at 768 px its column stood ~210 ×
            300 px empty beside the statement, eighth review). */}
        <div className="grid gap-5 border-l-4 border-brand-600 pl-6 md:pl-10 lg:grid-cols-[12rem_minmax(0,1fr)] lg:gap-10">
          <h2
            id={headingId}
            className="text-sm font-semibold uppercase tracking-wider text-brand-700 lg:pt-2"
          >
            {eyebrow}
          </h2>
          <div className="max-w-3xl">
            <p className="text-2xl font-semibold leading-snug tracking-tight text-ink-950 md:text-3xl md:leading-tight">
              {statement}
            </p>
            <p className="mt-6 max-w-2xl text-lead text-ink-600">{detail}</p>
          </div>
        </div>
      </div>
    </section>
  );
}
