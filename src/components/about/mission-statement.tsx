export type MissionStatementProps = {
  eyebrow: string;
  statement: string;
  detail: string;
  id?: string;
};

/** The mission, set large: the eyebrow is the section's h2, the statement a pull-quote sized paragraph. */
export function MissionStatement({ eyebrow, statement, detail, id = 'mission' }: MissionStatementProps) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className="py-16 md:py-24">
      <div className="container-page">
        <div className="mx-auto max-w-4xl text-center">
          <h2 id={headingId} className="text-sm font-semibold uppercase tracking-wider text-brand-700">
            {eyebrow}
          </h2>
          <p className="mt-5 text-2xl font-semibold leading-snug tracking-tight text-balance text-ink-950 md:text-4xl md:leading-tight">
            {statement}
          </p>
          <p className="mx-auto mt-6 max-w-2xl text-lead text-ink-600">{detail}</p>
        </div>
      </div>
    </section>
  );
}
