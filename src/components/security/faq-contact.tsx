import { ArrowRight, Mail } from 'lucide-react';
import type { SecurityContent } from '#src/content/schemas/security.ts';

export type FaqContactProps = SecurityContent['faq']['contact'] & { id?: string };

const LINK =
  'inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand-700 underline-offset-4 hover:text-brand-800 hover:underline';

/**
 * Under the security FAQ's heading from 1024 px, beside the eleven questions (issue 29, fifth review: that
 * column stood empty for about 460 px): whom to ask what the FAQ does not answer, the security mailbox and
 * the review, as text links (the closing band's buttons follow). It stays in view while the questions
 * scroll by. Below 1024 px the page leaves it out: the closing band right after says the same.
 */
export function FaqContact({
  headline,
  description,
  mailbox,
  action,
  id = 'security-contact',
}: FaqContactProps) {
  const headingId = `${id}-heading`;
  return (
    <aside
      id={id}
      aria-labelledby={headingId}
      data-faq-contact=""
      className="rounded-2xl border border-ink-200 bg-white p-8 lg:sticky lg:top-24"
    >
      <h3 id={headingId} className="text-xl font-bold tracking-tight text-ink-950">
        {headline}
      </h3>
      <p className="mt-3 text-base leading-relaxed text-ink-700">{description}</p>
      <ul className="mt-5 border-t border-ink-200 pt-3">
        <li>
          <a href={mailbox.href} className={LINK}>
            <Mail aria-hidden="true" className="size-4" />
            {mailbox.label}
          </a>
        </li>
        <li>
          <a href={action.href} className={LINK}>
            {action.label}
            <ArrowRight aria-hidden="true" className="size-4" />
          </a>
        </li>
      </ul>
    </aside>
  );
}
