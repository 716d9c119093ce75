/**
 * What stands around each persona objective's sample alert (issue 29): the surface that team works in,
 * drawn in the product's own words. Sales sees the alert in a chat message and on the opportunity it
 * changed; marketing in a weekly competitive digest and the tools it acts in; revenue operations in the rule that routed it and the
 * fields it wrote; customer success in a renewal-risk list. Each kind is a different composition
 * (components/mock/persona-sample.tsx), so no two alerts on a page look alike: a page names each kind once
 * (personas.ts checks it), and no two persona pages share one (personas.test.ts).
 *
 * Written as the editor stores a choice: `discriminant` is the kind, `value` its parts. Everything the
 * drawing shows besides the alert's own fields is here, words and sample figures alike.
 */
import { z } from 'astro/zod';
import { line, lines, prose, slotted } from './fields.ts';

const label = line('What a screen reader calls the picture, in a sentence (“Sample …”).', { max: 200 });

const field = z.object({
  label: line('The field’s name.', { max: 40 }),
  value: line('Its value.', { max: 60 }),
  written: z.boolean().default(false).describe('Tick if the service wrote this value (marked in amber).'),
});

const stages = z
  .array(line('A stage.', { max: 24 }))
  .min(3)
  .max(6)
  .describe('The record’s stages, in order (drawn as the CRM’s path).');

const record = z.object({
  objectLabel: line('What the CRM calls the record (“Opportunity”).', { max: 30 }),
  name: line('The record’s name.', { max: 80 }),
  flag: line('The status the service set (“At-Risk”, “High Risk”, “Win-Back”).', { max: 30 }),
  fields: z.array(field).min(2).max(6).describe('A few fields, two by two.'),
});

const person = z.object({
  name: line('A teammate’s name (from the sample cast).', { max: 40 }),
  text: prose('What they wrote.', { max: 200 }),
  time: line('When (“9:44 AM”).', { max: 20 }),
});

const count = (description: string) => z.number().int().nonnegative().describe(description);

/** Each kind, its parts and what it draws. */
export const PERSONA_SAMPLES = {
  // Sales: the rep's chat and the CRM opportunity.
  'chat-dm': z
    .object({
      label,
      recipient: line('Who the direct message is to (a teammate’s name).', { max: 40 }),
      conversations: lines('The other conversations listed beside it (names), two or three.', { max: 4 }),
      time: line('When it arrived (“9:41 AM”).', { max: 20 }),
      message: prose('The line of text above the alert.', { max: 200 }),
      actions: lines('The drawn buttons under the alert.', { max: 3 }),
    })
    .describe('A direct message in the team chat, the conversations listed beside it.'),
  'chat-and-opportunity': z
    .object({
      label,
      time: line('When the message arrived.', { max: 20 }),
      message: prose('The line above the alert in the message.', { max: 160 }),
      opportunity: record.extend({
        stages,
        current: z.number().int().min(0).describe('The current stage (0 is the first).'),
      }),
    })
    .describe('The chat message and, beside it, the opportunity it changed (stage path, fields written).'),
  'opportunity-reopened': z
    .object({
      label,
      record: record.extend({
        stages,
        current: z.number().int().min(0).describe('The stage it was reopened at (0 is the first).'),
        struck: z.number().int().min(0).describe('The closed stage it left, drawn crossed out.'),
      }),
      historyLabel: line('The heading of the record’s history (“Activity”).', { max: 30 }),
      before: z
        .array(z.object({ text: line('What happened.'), meta: line('When, or by whom.') }))
        .min(1)
        .max(2)
        .describe('History before the signal, newest first.'),
      after: z
        .object({ text: line('What happened.'), meta: line('When, or by whom.') })
        .describe('What the service did after the signal.'),
    })
    .describe('The closed-lost opportunity reopened: its path, and the signal in its history.'),
  'phone-notifications': z
    .object({
      label,
      time: line('The lock screen’s clock (“9:41”).', { max: 8 }),
      date: line('The lock screen’s date.', { max: 40 }),
      age: line('How old the alert is (“now”).', { max: 12 }),
      others: z
        .array(
          z.object({
            app: line('The app.', { max: 30 }),
            text: line('The notification.', { max: 90 }),
            age: line('How old.', { max: 12 }),
          }),
        )
        .min(1)
        .max(2)
        .describe('Older notifications under it.'),
    })
    .describe('The alert as a notification on a phone’s lock screen.'),
  'renewal-countdown': z
    .object({
      label,
      record,
      daysLeft: count('Days until the renewal.'),
      daysLabel: line('Under the number (“days to renewal”).', { max: 30 }),
      yearDays: count('The length of the contract in days, for the ring (365).'),
    })
    .describe('The renewal record with a countdown ring, the alert under it.'),
  'chat-thread': z
    .object({
      label,
      threadLabel: line('The thread panel’s heading (“Thread”).', { max: 20 }),
      channel: line('The channel (“#account-corvid”).', { max: 40 }),
      time: line('When the alert was posted.', { max: 20 }),
      replies: z.array(person).min(1).max(3).describe('The replies, in order.'),
      composer: line('The placeholder of the drawn reply box.', { max: 40 }),
    })
    .describe('The alert posted in an account channel, with the team’s replies in its thread.'),

  // Marketing: the weekly digest, and where marketing acts on a signal.
  'digest-in-market': z
    .object({
      label,
      heading: line('The section’s heading.', { max: 60 }),
      signalsLabel: line('The word after a count (“signals”).', { max: 20 }),
      focusSignals: count('Signals this week at the alert’s account.'),
      rows: z
        .array(
          z.object({
            account: line('An account.', { max: 40 }),
            competitor: line('The competitor.', { max: 30 }),
            signals: count('Signals this week.'),
          }),
        )
        .min(2)
        .max(4)
        .describe('The other in-market accounts, ranked.'),
    })
    .describe('The digest’s ranked list of in-market accounts, the alert’s account first and open.'),
  battlecard: z
    .object({
      label,
      heading: line('The battlecard’s title.', { max: 60 }),
      contents: lines('The battlecard’s sections, listed beside it; the last is the one the alert changed.', {
        min: 2,
        max: 5,
      }),
      updated: line('The badge on the changed section (“Updated today”).', { max: 30 }),
      theySayLabel: line('Heading of the competitor’s claim.', { max: 30 }),
      theySay: prose('What the competitor says.', { max: 160 }),
      weSayLabel: line('Heading of the answer.', { max: 30 }),
      weSay: prose('The answer.', { max: 160 }),
    })
    .describe(
      'The battlecard: its sections, their claim, the answer, and the changed section holding the alert.',
    ),
  'audience-list': z
    .object({
      label,
      heading: line('The list’s name.', { max: 60 }),
      size: count('Accounts in the audience.'),
      sizeLabel: line('After the number (“accounts”).', { max: 30 }),
      criteria: lines('The audience’s rules, as chips.', { max: 3 }),
      newestLabel: line('The badge on the alert’s contact, just added (“Added today”).', { max: 30 }),
      members: z
        .array(
          z.object({
            name: line('A member (from the sample cast).', { max: 40 }),
            account: line('Their company.', { max: 40 }),
            added: line('When they were added (“3 days ago”).', { max: 20 }),
          }),
        )
        .min(1)
        .max(3)
        .describe('Members added before, newest first.'),
      enrolledLabel: line('Before the campaign’s steps (“Enrolled in”).', { max: 30 }),
      steps: lines('The campaign’s steps, in order.', { max: 3 }),
    })
    .describe(
      'The marketing system’s audience list the alert added its contact to, and the campaign it feeds.',
    ),
  'research-columns': z
    .object({
      label,
      heading: line('The section’s heading.', { max: 60 }),
      unit: line('What the bars count (“signals”).', { max: 20 }),
      bars: z
        .array(
          z.object({
            label: line('A category.', { max: 24 }),
            value: count('Its count.'),
            focus: z.boolean().default(false).describe('The alert’s category (drawn amber).'),
          }),
        )
        .min(3)
        .max(5)
        .describe('The columns, left to right.'),
    })
    .describe('A column chart of what customers research, the alert’s column lit.'),
  'campaign-calendar': z
    .object({
      label,
      heading: line('The calendar’s heading.', { max: 60 }),
      weeks: lines('The week labels across the top.', { min: 4, max: 8 }),
      programs: z
        .array(
          z.object({
            label: line('A program.', { max: 30 }),
            start: z.number().int().min(0).describe('Its first week (0 is the first).'),
            span: z.number().int().min(1).describe('How many weeks.'),
          }),
        )
        .min(2)
        .max(4)
        .describe('The programs on the plan.'),
      renewalWeek: z.number().int().min(0).describe('The week the renewal falls in.'),
      renewalLabel: line('The renewal marker’s label.', { max: 20 }),
    })
    .describe('The campaign calendar: programs across weeks, up to the renewal date.'),
  'claims-donut': z
    .object({
      label,
      heading: line('The section’s heading.', { max: 60 }),
      countLabel: line('After a count (“accounts”).', { max: 20 }),
      claims: z
        .array(
          z.object({
            text: line('A competitor’s claim.', { max: 60 }),
            count: count('Accounts engaging with it.'),
            focus: z.boolean().default(false).describe('The claim behind the alert.'),
          }),
        )
        .length(4)
        .describe('Four claims, as the donut’s parts.'),
    })
    .describe('The competitor claims customers engage with, as a donut, the alert’s claim in amber.'),

  // Revenue operations: the rule and the fields.
  'routing-rule': z
    .object({
      label,
      ruleName: line('The rule’s name.', { max: 60 }),
      whenLabel: line('The keyword before the conditions (“When”).', { max: 12 }),
      conditions: z
        .array(
          z.object({
            field: line('A field.', { max: 30 }),
            operator: line('The comparison (“is”).', { max: 12 }),
            value: line('The value.', { max: 40 }),
          }),
        )
        .min(1)
        .max(3)
        .describe('The conditions.'),
      thenLabel: line('The keyword before the actions (“Then”).', { max: 12 }),
      actions: lines('What the rule does.', { max: 3 }),
    })
    .describe('The routing rule the alert met, between the alert and the opportunity it routed.'),
  'forecast-board': z
    .object({
      label,
      heading: line('The board’s heading.', { max: 60 }),
      columns: z
        .array(
          z.object({
            label: line('A forecast category.', { max: 20 }),
            total: line('Its total, as shown.', { max: 16 }),
            deals: z
              .array(
                z.object({ name: line('A deal.', { max: 40 }), amount: line('Its amount.', { max: 16 }) }),
              )
              .max(2)
              .default([])
              .describe('Other deals in it.'),
          }),
        )
        .length(3)
        .describe('Three forecast categories; the alert’s deal lands in the last.'),
      amount: line('The alert’s deal amount.', { max: 16 }),
      movedLabel: line('The note on the moved deal (“Moved from Commit”).', { max: 40 }),
    })
    .describe('A forecast board: the alert’s deal moved into the at-risk column.'),
  'field-diff': z
    .object({
      label,
      objectLabel: line('What the CRM calls the record.', { max: 30 }),
      name: line('The record’s name.', { max: 80 }),
      columns: z
        .object({
          field: line('“Field”.', { max: 20 }),
          before: line('“Before”.', { max: 20 }),
          after: line('“After”.', { max: 20 }),
        })
        .describe('The table’s headings.'),
      rows: z
        .array(
          z.object({
            field: line('A field.', { max: 30 }),
            before: line('Its old value.', { max: 40 }),
            after: line('Its new value.', { max: 40 }),
          }),
        )
        .min(2)
        .max(5)
        .describe('The fields the service wrote.'),
      sourceLabel: line('Heading above the alert (“Source signal”).', { max: 30 }),
    })
    .describe('The fields the service wrote on the record, before and after, with the signal as source.'),
  'pipeline-by-source': z
    .object({
      label,
      heading: line('The chart’s heading.', { max: 60 }),
      series: z
        .array(line('A source.', { max: 20 }))
        .length(3)
        .describe('Three sources, bottom to top; the last is the alert’s.'),
      periods: z
        .array(
          z.object({
            label: line('A period.', { max: 12 }),
            values: z.array(z.number().nonnegative()).length(3).describe('One value per source.'),
          }),
        )
        .min(3)
        .max(5)
        .describe('The columns, left to right; the last holds the alert’s opportunity.'),
    })
    .describe(
      'Pipeline by source, stacked by quarter, the alert’s expansion opportunity on top of the last.',
    ),
  'renewal-rollup': z
    .object({
      label,
      heading: line('The panel’s heading.', { max: 60 }),
      tiles: z
        .array(
          z.object({
            label: line('A figure’s name.', { max: 30 }),
            value: line('The figure, as shown.', { max: 16 }),
          }),
        )
        .length(2)
        .describe('Two figures: renewing and at risk.'),
      atRiskShare: z.number().min(0).max(1).describe('The at-risk part of the bar, 0 to 1.'),
      rows: z
        .array(
          z.object({ account: line('A renewal.', { max: 40 }), status: line('Its status.', { max: 20 }) }),
        )
        .min(1)
        .max(3)
        .describe('Other renewals listed under it.'),
      focusStatus: line('The alert’s renewal status (“High Risk”).', { max: 20 }),
    })
    .describe('The quarter’s renewal forecast, its at-risk part, the alert’s renewal in the list.'),
  'data-mapping': z
    .object({
      label,
      payloadLabel: line('Heading of the record the API sends.', { max: 30 }),
      targetsLabel: line('Heading of where it goes.', { max: 30 }),
      targets: z
        .array(
          z.object({
            system: line('A system.', { max: 30 }),
            field: line('The field it lands in.', { max: 40 }),
          }),
        )
        .min(2)
        .max(4)
        .describe('Where the signal lands.'),
    })
    .describe('The alert as the record the API sends, and the fields and models it feeds.'),

  // Customer success: the renewal-risk list and the account.
  'risk-list': z
    .object({
      label,
      heading: line('The list’s heading.', { max: 60 }),
      columns: z
        .object({
          account: line('“Account”.', { max: 20 }),
          renews: line('“Renews”.', { max: 20 }),
          arr: line('“ARR”.', { max: 20 }),
          risk: line('“Risk”.', { max: 20 }),
        })
        .describe('The list’s headings.'),
      focus: z
        .object({
          renews: line('When it renews.', { max: 20 }),
          arr: line('Its ARR.', { max: 16 }),
          risk: z.number().min(0).max(1).describe('Its risk, 0 to 1.'),
        })
        .describe('The alert’s account’s row.'),
      rows: z
        .array(
          z.object({
            account: line('An account.', { max: 40 }),
            renews: line('When it renews.', { max: 20 }),
            arr: line('Its ARR.', { max: 16 }),
            risk: z.number().min(0).max(1).describe('Its risk, 0 to 1.'),
          }),
        )
        .min(2)
        .max(4)
        .describe('The other renewals, by risk.'),
    })
    .describe('The renewals ranked by risk, the alert’s account first and open.'),
  'onboarding-plan': z
    .object({
      label,
      heading: line('The plan’s heading.', { max: 60 }),
      progress: z.number().min(0).max(1).describe('How far along, 0 to 1.'),
      progressLabel: line('Beside the bar (“Week 3 of 6”).', { max: 30 }),
      tasks: z
        .array(z.object({ label: line('A task.', { max: 60 }), done: z.boolean().describe('Done.') }))
        .min(2)
        .max(4)
        .describe('The plan’s tasks.'),
      handoffLabel: line('Heading of the sales handoff note.', { max: 40 }),
      handoff: prose('The note.', { max: 160 }),
    })
    .describe('The onboarding plan with the competitor from the sales handoff, the alert under it.'),
  'health-trend': z
    .object({
      label,
      heading: line('The chart’s heading.', { max: 60 }),
      points: z
        .array(z.number().min(0).max(100))
        .min(6)
        .max(12)
        .describe('The health score, week by week (0 to 100).'),
      markerAt: z.number().int().min(0).describe('The week of the signal (0 is the first).'),
      startLabel: line('Under the first week.', { max: 20 }),
      endLabel: line('Under the last week.', { max: 20 }),
      usageLabel: line('What the line is (“Health score”).', { max: 30 }),
      signalLabel: line('The marker’s label (“Competitor signal”).', { max: 30 }),
    })
    .describe('The account’s health score over the weeks, the signal marked where it came.'),
  'winback-cards': z
    .object({
      label,
      heading: line('The heading.', { max: 60 }),
      leftForLabel: line('Before the competitor (“Left for”).', { max: 20 }),
      sinceLabel: line('Before the time (“Since”).', { max: 20 }),
      focusSince: line('When the alert’s account left.', { max: 20 }),
      accounts: z
        .array(
          z.object({
            name: line('A former customer.', { max: 40 }),
            leftFor: line('The competitor.', { max: 30 }),
            since: line('When they left.', { max: 20 }),
          }),
        )
        .min(2)
        .max(3)
        .describe('Other former customers.'),
    })
    .describe('Former customers as cards, the alert’s account lit.'),
  'whitespace-map': z
    .object({
      label,
      heading: line('The map’s heading.', { max: 60 }),
      units: z
        .array(line('A business unit.', { max: 24 }))
        .min(2)
        .max(4)
        .describe('The rows.'),
      products: z
        .array(line('A product.', { max: 20 }))
        .min(2)
        .max(4)
        .describe('The columns.'),
      owned: z.array(z.array(z.boolean())).describe('Which units use which products, row by row.'),
      signal: z
        .object({ unit: z.number().int().min(0), product: z.number().int().min(0) })
        .describe('The cell the alert is about.'),
      ownedLabel: line('What a filled cell means (“In use”).', { max: 20 }),
      openLabel: line('What an empty cell means (“Open”).', { max: 20 }),
    })
    .describe('The account’s business units by product, the cell the customer is shopping for lit.'),
  'account-sides': z
    .object({
      label,
      heading: line('The view’s heading.', { max: 60 }),
      riskLabel: line('Heading of the risk side.', { max: 30 }),
      risks: lines('Risk signals on the account.', { max: 2 }),
      growthLabel: line('Heading of the growth side.', { max: 30 }),
      retentionLabel: line('The line under both (“Net revenue retention”).', { max: 40 }),
      retention: line('Its value.', { max: 12 }),
    })
    .describe('Both sides of the account: its risks and the growth the alert found.'),
} as const;

export type PersonaSampleKind = keyof typeof PERSONA_SAMPLES;
export const PERSONA_SAMPLE_KINDS = Object.keys(PERSONA_SAMPLES) as PersonaSampleKind[];

type SampleOf<K extends PersonaSampleKind> = { kind: K } & z.output<(typeof PERSONA_SAMPLES)[K]>;
export type PersonaSample = { [K in PersonaSampleKind]: SampleOf<K> }[PersonaSampleKind];

/** The sample, written as the editor stores a choice, read as one object with its `kind`. */
export const personaSample = z
  .discriminatedUnion(
    'discriminant',
    PERSONA_SAMPLE_KINDS.map((kind) =>
      z.object({
        discriminant: z.literal(kind).describe('The surface the alert is drawn in.'),
        value: PERSONA_SAMPLES[kind],
      }),
    ) as unknown as [z.ZodObject, ...z.ZodObject[]],
  )
  .transform(({ discriminant, value }) => ({ kind: discriminant, ...(value as object) }) as PersonaSample)
  .describe('The surface this team sees the alert in: choose the kind, then fill in its parts.');

/** The words every persona sample shares (pages/use-cases-and-personas.yaml, `personas.samples`). */
export const personaSampleWords = z
  .object({
    alertFields: z
      .object({
        tag: line('The tag’s name (“Tag”).', { max: 20 }),
        contact: line('The contact’s name field (“Contact”).', { max: 20 }),
        title: line('Their title field (“Title”).', { max: 20 }),
        signal: line('What they did (“Signal”).', { max: 20 }),
        account: line('“Account”.', { max: 20 }),
        owner: line('“Owner”.', { max: 20 }),
        status: line('“Status”.', { max: 20 }),
        response: line('“Response”: the play that starts.', { max: 20 }),
        competitor: line('“Competitor”.', { max: 20 }),
      })
      .describe('The names of the alert card’s fields.'),
    writtenLabel: line('What a screen reader hears after a value the service wrote (“written by …”).', {
      max: 40,
    }),
    digest: z
      .object({
        title: line('The digest’s name, at the top of each of its sections.', { max: 40 }),
        period: line('The week it covers.', { max: 30 }),
      })
      .describe('The weekly competitive digest the in-market sample is drawn from.'),
    more: slotted(
      'The quiet row that ends a list a phone shortens (below 640 px a sample leaves out its trailing rows): “+ [count] more”.',
      ['count'],
    ),
  })
  .describe('Words every persona sample shares.');

export type PersonaSampleWords = z.output<typeof personaSampleWords>;
