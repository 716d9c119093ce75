/**
 * /book-time (spec §2 "/book-time"): where every call to action leads. The page's words, what the call
 * covers and who hosts it, and every state of the scheduler box (before the visitor asks for it, loading,
 * without JavaScript, when it fails to load). The host is the founder (owner fact `founder`); the length
 * of the call is `$meetingMinutes$` (spec: 30 minutes).
 */
import { z } from 'astro/zod';
import { line, pageMeta, prose, titled } from './fields.ts';

export const bookTimeSchema = z.object({
  meta: pageMeta,
  eyebrow: line('Small label above the headline.', { max: 40 }),
  headline: line('The page’s main heading (its h1).', { max: 80 }),
  lead: prose('The paragraph under the headline.'),
  agendaHeading: line('The heading of what the call covers.', { max: 80 }),
  agenda: z.array(titled).min(1).describe('What the call covers, in order.'),
  host: z
    .object({
      label: line('Small label above the host’s name (“Your host”).', { max: 30 }),
      note: line('One line under the host’s name and title.', { max: 140 }),
    })
    .describe('The host card: the founder’s name and title come from the owner fact “founder”.'),
  scheduler: z
    .object({
      heading: line('The heading above the scheduler.', { max: 40 }),
      subheading: line('One line under it.', { max: 120 }),
      audienceLabel: line(
        'Before the visitor asks for the calendar, under the call’s card: the label before who the call is for (“Who it is for:”).',
        { max: 30 },
      ),
      audience: line('Who the call is for, in one sentence, after that label.', { max: 160 }),
      regionLabel: line('What screen readers call the scheduler.', { max: 80 }),
      consentTitle: line('Before the visitor asks for the calendar: its heading.', { max: 60 }),
      consentBody: prose('Before the visitor asks for the calendar: why it is not loaded yet.'),
      showLabel: line('The button that loads the calendar.', { max: 30 }),
      loading: line('What shows while the calendar loads.', { max: 60 }),
      loadingHelp: line('The words before the direct links while it loads (“Taking a while?”).', {
        max: 40,
      }),
      noScriptTitle: line('Without JavaScript: the heading.', { max: 60 }),
      noScriptBody: prose('Without JavaScript: what to do instead.'),
      failedTitle: line('When the calendar fails to load: the heading.', { max: 60 }),
      failedBody: prose('When the calendar fails to load: what to do instead.'),
      bookingLinkLabel: line('The direct link to the booking page.', { max: 40 }),
      emailLinkLabel: line('The link that writes to the support mailbox.', { max: 60 }),
      emailSubject: line('The subject of that email.', { max: 80 }),
    })
    .describe('The scheduler box, in each of its states.'),
});

export type BookTimeContent = z.output<typeof bookTimeSchema>;
export type SchedulerCopy = BookTimeContent['scheduler'];
