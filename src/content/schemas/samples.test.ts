import { fillSlots } from '#src/lib/fill-slots.ts';
import { readSingleton } from '../loaders/read.ts';
import { slotted } from './fields.ts';
import { samplesSchema } from './samples.ts';

const samples = readSingleton('samples');
const problems = (data: unknown) =>
  samplesSchema.safeParse(data).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe('the samples (site/samples.yaml)', () => {
  it('fills a label’s slots with the alert’s data', () => {
    expect(fillSlots('Email to [recipient]: [subject]', { recipient: 'Jordan Lee', subject: 'Hello' })).toBe(
      'Email to Jordan Lee: Hello',
    );
    expect(fillSlots(samples.surfaces.labels.chat, { tool: 'Chat', channel: 'deals' })).not.toMatch(/\[|\]/);
  });

  it('refuses a label that lost a slot or names one the surface does not have', () => {
    const label = slotted('A label.', ['recipient', 'subject']);
    expect(label.safeParse('Email to [recipient]: [subject]').success).toBe(true);
    const issues = (text: string) => label.safeParse(text).error?.issues.map((issue) => issue.message);
    expect(issues('Email to [recipient]')).toEqual([
      'must hold [recipient], [subject] ([subject] is missing)',
    ]);
    expect(issues('Email to [recipient]: [subjet]')).toEqual([
      'must hold [recipient], [subject] ([subject] is missing, [subjet] is not one of them)',
    ]);
  });

  it('names the record and the flag of every alert tag', () => {
    const result = samplesSchema.safeParse({
      ...samples,
      surfaces: { ...samples.surfaces, crm: { ...samples.surfaces.crm, 'Churn Risk': undefined } },
    });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['surfaces.crm.Churn Risk']);
  });

  it('refuses a person who works at a company the cast does not have, and a name listed twice', () => {
    const [first] = samples.cast.people;
    if (!first) throw new Error('the cast has no people');
    expect(
      problems({
        ...samples,
        cast: { ...samples.cast, people: [...samples.cast.people, { ...first, company: 'Nowhere Inc' }] },
      }),
    ).toEqual([
      `cast.people.${samples.cast.people.length}.name: names the person “${first.name}” twice`,
      `cast.people.${samples.cast.people.length}.company: ${first.name} works at “Nowhere Inc”, which is not one of the cast’s companies`,
    ]);
  });

  it('refuses a teammate whose handle is not a chat handle, and an empty mark', () => {
    const [first] = samples.cast.team;
    if (!first) throw new Error('the cast has no team');
    expect(
      problems({ ...samples, mark: ' ', cast: { ...samples.cast, team: [{ ...first, handle: 'jordan' }] } }),
    ).toEqual([
      'mark: is empty',
      'cast.team.0.handle: is a handle: @ then two lower-case words joined by a dot (“@jordan.ae”)',
    ]);
  });
});
