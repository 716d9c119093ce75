/**
 * The product mock-ups' sample data and words (src/content/site/samples.yaml), one file for every page that
 * draws them (home, use cases, personas, the playbook library):
 *
 * - `cast`: the fictional people, companies, competitors and the visitor's own revenue team the mock-ups
 *   show. An alert card, a CRM record or a task list names only people and companies of the cast, and a
 *   person keeps one title and one company everywhere; no name collides with a real product or company
 *   of the field (src/content/claims/trademarks.yaml; tests/spec-fidelity/samples.test.ts checks both).
 * - `mark`: the visible mark every mock-up carries (components/mock/sample-frame.tsx).
 * - the words each drawn mock-up shows around its data: the alert card, the CRM record, the routed
 *   opportunity, the sample playbook, the playbook run, the landscape summary;
 * - `surfaces`: the team-chat message, the email and the CRM record an alert arrives in
 *   (components/mock/alert-delivery.tsx). What differs per alert (a channel, a recipient, a record) is
 *   written with that alert.
 *
 * Words that wrap data name each slot in square brackets (“Email to [recipient]: [subject]”), and the
 * schema checks that each slot is there and no other (`slotted`, fields.ts).
 */
import { z } from 'astro/zod';
import { line, lines, slotted } from './fields.ts';
import { ALERT_TAGS, type AlertTag, TASK_KINDS } from './mock.ts';

/** A fictional person at a prospect or customer: one title and one company everywhere. */
const person = z.object({
  name: line('Their full name (fictional).', { max: 60 }),
  title: line('Their job title.', { max: 80 }),
  company: line('Their company: one of the cast’s companies.', { max: 60 }),
});

/** A member of the visitor's own revenue team, whom the alerts go to. */
const teammate = z.object({
  name: line('Their full name (fictional).', { max: 60 }),
  title: line('Their role.', { max: 80 }),
  handle: line('Their chat handle, as alerts tag them (“@jordan.ae”).', { max: 30 }).regex(
    /^@[a-z]+\.[a-z]+$/,
    'is a handle: @ then two lower-case words joined by a dot (“@jordan.ae”)',
  ),
});

/** Refuses a name listed twice, pointing at the second one (`field`: where the name sits in an item). */
const unique = (what: string, field?: string) => (names: readonly string[], context: z.RefinementCtx) => {
  const seen = new Set<string>();
  names.forEach((name, index) => {
    if (seen.has(name))
      context.addIssue({
        code: 'custom',
        message: `names ${what} “${name}” twice`,
        path: field ? [index, field] : [index],
      });
    seen.add(name);
  });
};

const cast = z
  .object({
    companies: z
      .array(line('A fictional company’s name.', { max: 60 }))
      .min(1)
      .superRefine(unique('the company'))
      .describe('Every company the mock-ups show: prospects, customers, accounts.'),
    competitors: z
      .array(line('A fictional competitor’s name.', { max: 40 }))
      .min(1)
      .superRefine(unique('the competitor'))
      .describe('The competitors the accounts engage (fictional: never a real product).'),
    people: z
      .array(person)
      .min(1)
      .superRefine((people, context) =>
        unique('the person', 'name')(
          people.map((p) => p.name),
          context,
        ),
      )
      .describe('The people at those companies whom the alerts are about.'),
    team: z
      .array(teammate)
      .min(1)
      .superRefine((team, context) =>
        unique('the teammate', 'name')(
          team.map((t) => t.name),
          context,
        ),
      )
      .describe('The visitor’s own revenue team: the people alerts and tasks go to.'),
  })
  .superRefine((cast, context) => {
    cast.people.forEach((person, index) => {
      if (!cast.companies.includes(person.company))
        context.addIssue({
          code: 'custom',
          message: `${person.name} works at “${person.company}”, which is not one of the cast’s companies`,
          path: ['people', index, 'company'],
        });
    });
  })
  .describe('The fictional people and companies the mock-ups show.');

const crmLanding = z.object({
  record: line('What the CRM calls the record the alert lands on (“Opportunity”, “Renewal”).', { max: 40 }),
  flag: line('The status the service sets on it (the spec’s CRM states: At-Risk, High Risk, …).', {
    max: 40,
  }),
});

/** The chat message, the email and the CRM record a sample alert arrives in. */
const surfaces = z.object({
  app: line('The app’s name as the chat message, the email sender and the CRM label show it.', {
    max: 40,
  }),
  appBadge: line('The small badge beside the app’s name in chat (“App”).', { max: 12 }),
  teamChat: line('The team chat tool the message is drawn in.', { max: 40 }),
  salesCrm: line('The CRM the record is drawn in.', { max: 40 }),
  channel: line('The chat channel an alert is posted to when its own does not say (“#competitive-alerts”).', {
    max: 40,
  }),
  chatActions: lines('The drawn buttons under a chat alert, when the alert does not name its own.', {
    max: 3,
  }),
  emailFrom: line('The email’s sender.', { max: 40 }),
  emailTo: line('The word before the recipient (“To”).', { max: 12 }),
  emailSubject: line('The word a screen reader says before the subject line (“Subject”).', { max: 20 }),
  crmOwner: line('The owner field’s name on a CRM record.', { max: 24 }),
  crmCompetitor: line('The competitor field’s name on a CRM record.', { max: 24 }),
  crm: z
    .object(
      Object.fromEntries(ALERT_TAGS.map((tag) => [tag, crmLanding.describe(`A ${tag} alert.`)])) as Record<
        AlertTag,
        typeof crmLanding
      >,
    )
    .describe('The record each kind of alert lands on in the CRM, and the flag it sets there.'),
  defaultSubject: slotted('The email’s subject line when the alert does not give one.', [
    'tag',
    'account',
    'competitor',
  ]),
  labels: z
    .object({
      chat: slotted('What a screen reader calls the chat message.', ['tool', 'channel']),
      email: slotted('What a screen reader calls the email.', ['recipient', 'subject']),
      crm: slotted('What a screen reader calls the CRM record.', ['tool', 'record', 'name']),
    })
    .describe('What a screen reader says each surface is (the drawn surfaces are pictures, not controls).'),
});

/** The words of each drawn mock-up around its data. */
const card = z
  .object({
    label: slotted(
      'What a screen reader calls an alert card; [strategy] is “offensive”, “defensive” or the signal word.',
      ['strategy', 'name', 'account', 'competitor'],
    ),
    strategies: z
      .object({
        offensive: line('An offensive alert (“Offensive”).', { max: 20 }),
        defensive: line('A defensive alert (“Defensive”).', { max: 20 }),
        other: line('Any other signal (“Signal”).', { max: 20 }),
      })
      .describe('What each kind of alert is called.'),
    competitor: line('The word before the competitor’s name (“Competitor”).', { max: 24 }),
    account: line('The account field (“Account”).', { max: 24 }),
    owner: line('The owner field (“Owner”).', { max: 24 }),
    status: line('The account status field (“Status”).', { max: 24 }),
    response: line('The automated response field: the play it starts (“Response”).', { max: 24 }),
  })
  .describe('The alert card.');

const record = z
  .object({
    label: slotted('What a screen reader calls a CRM record; [object] is account, contact or opportunity.', [
      'object',
      'name',
    ]),
    enrichedLabel: slotted('The same, for a record the service enriched.', ['object', 'name']),
    enriched: line('The badge of a record the service enriched (“Enriched”).', { max: 24 }),
    enrichedValue: line('What a screen reader hears after a value the service wrote (“(enriched)”).', {
      max: 24,
    }),
    flag: line('The word before the status the service set (“Flag”).', { max: 24 }),
    activity: line('The heading of the record’s activity (“Activity”).', { max: 24 }),
  })
  .describe('The CRM record.');

const opportunity = z
  .object({
    label: slotted('What a screen reader calls the routed opportunity.', ['name', 'owner']),
    heading: line('The small heading above its name (“New opportunity”).', { max: 30 }),
    owner: line('The owner field.', { max: 24 }),
    stage: line('The stage field.', { max: 24 }),
    priority: line('The priority field.', { max: 24 }),
  })
  .describe('The opportunity a signal creates and routes to its owner.');

const playbook = z
  .object({
    label: slotted('What a screen reader calls the sample playbook.', ['name']),
    heading: line('The small heading above its name (“Playbook”).', { max: 30 }),
    statuses: z
      .object({
        active: line('An active playbook.', { max: 20 }),
        paused: line('A paused playbook.', { max: 20 }),
      })
      .describe('Its status.'),
    runsPerMonth: line('The words after the number of runs (“runs per month”).', { max: 30 }),
    trigger: line('The heading of what starts it (“Trigger”).', { max: 24 }),
    actions: line('The heading of what it does (“Actions”).', { max: 24 }),
  })
  .describe('The sample playbook card.');

const run = z
  .object({
    label: slotted('What a screen reader calls a playbook run.', ['name', 'account']),
    heading: line('The small heading above its name (“Playbook run”).', { max: 30 }),
    progress: slotted('How far it has got, in bold (“[done] of [total]”).', ['done', 'total']),
    progressEnd: line('The word after it (“done”).', { max: 20 }),
    kinds: z
      .object(
        Object.fromEntries(
          TASK_KINDS.map((kind) => [kind, line(`A task of kind “${kind}”.`, { max: 24 })]),
        ) as Record<(typeof TASK_KINDS)[number], ReturnType<typeof line>>,
      )
      .describe('What each kind of task is called.'),
    statuses: z
      .object({
        done: line('A task done.', { max: 20 }),
        'in-progress': line('A task in progress.', { max: 20 }),
        due: line('A task still due.', { max: 20 }),
      })
      .describe('What each state of a task is called.'),
    owner: line('What a screen reader hears before a task’s owner (“Owner:”).', { max: 20 }),
    due: line('What a screen reader hears before when it is due (“Due:”).', { max: 20 }),
  })
  .describe('A playbook run: its tasks, their kinds, owners and states.');

const landscape = z
  .object({ label: slotted('What a screen reader calls the landscape summary.', ['title', 'period']) })
  .describe('The landscape summary.');

export const samplesSchema = z.object({
  mark: line('The visible mark on every mock-up, so no visitor takes sample data for real (“Sample”).', {
    max: 20,
  }),
  cast,
  card,
  record,
  opportunity,
  playbook,
  run,
  landscape,
  surfaces: surfaces.describe(
    'The chat message, email and CRM record a sample alert arrives in, on the use-case, persona and playbook pages.',
  ),
});

export type SamplesContent = z.output<typeof samplesSchema>;
export type SampleCast = SamplesContent['cast'];
export type DeliverySurfacesWords = SamplesContent['surfaces'];
