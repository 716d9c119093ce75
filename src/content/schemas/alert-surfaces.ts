/**
 * The surfaces a sample alert arrives in (site/alert-surfaces.yaml): the team-chat message, the email and
 * the CRM record drawn around an alert card (components/mock/alert-delivery.tsx). The use-case, persona and
 * playbook pages share these words; what differs per alert (a channel, a recipient, a record) is written
 * with that alert.
 *
 * A few labels wrap an alert's own data: they name the slot in square brackets (“Email to [recipient]:
 * [subject]”), and the schema checks that each slot is there and no other.
 */
import { z } from 'astro/zod';
import { line, lines } from './fields.ts';
import { ALERT_TAGS, type AlertTag } from './mock.ts';

const SLOT = /\[([a-z]+)\]/g;

/** A label that wraps data: its words, with each of `slots` written once as `[slot]`. */
export function slotted<const S extends string>(description: string, slots: readonly S[]) {
  const written = slots.map((slot) => `[${slot}]`).join(', ');
  return line(`${description} Keep ${written} where the data goes.`).superRefine((text, context) => {
    const found = [...text.matchAll(SLOT)].map((match) => match[1] ?? '');
    const missing = slots.filter((slot) => !found.includes(slot));
    const unknown = found.filter((slot) => !(slots as readonly string[]).includes(slot));
    if (missing.length > 0 || unknown.length > 0)
      context.addIssue({
        code: 'custom',
        message: `must hold ${written} (${[
          ...missing.map((slot) => `[${slot}] is missing`),
          ...unknown.map((slot) => `[${slot}] is not one of them`),
        ].join(', ')})`,
      });
  });
}

/** A slotted label with its slots filled: `fillSlots('Email to [recipient]', { recipient: 'Jordan' })`. */
export function fillSlots(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(SLOT, (slot, name: string) => values[name] ?? slot);
}

const crmLanding = z.object({
  record: line('What the CRM calls the record the alert lands on (“Opportunity”, “Renewal”).', { max: 40 }),
  flag: line('The status the service sets on it (the spec’s CRM states: At-Risk, High Risk, …).', {
    max: 40,
  }),
});

export const alertSurfacesSchema = z.object({
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

export type AlertSurfaces = z.output<typeof alertSurfacesSchema>;
