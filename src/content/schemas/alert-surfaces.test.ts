import { readSingleton } from '../loaders/read.ts';
import { alertSurfacesSchema, fillSlots, slotted } from './alert-surfaces.ts';

describe('alert surfaces (site/alert-surfaces.yaml)', () => {
  const surfaces = readSingleton('alertSurfaces');

  it('fills a label’s slots with the alert’s data', () => {
    expect(fillSlots('Email to [recipient]: [subject]', { recipient: 'Jordan Lee', subject: 'Hello' })).toBe(
      'Email to Jordan Lee: Hello',
    );
    expect(fillSlots(surfaces.labels.chat, { tool: 'Chat', channel: 'deals' })).not.toMatch(/\[|\]/);
  });

  it('refuses a label that lost a slot or names one the surface does not have', () => {
    const label = slotted('A label.', ['recipient', 'subject']);
    expect(label.safeParse('Email to [recipient]: [subject]').success).toBe(true);
    const problems = (text: string) => label.safeParse(text).error?.issues.map((issue) => issue.message);
    expect(problems('Email to [recipient]')).toEqual([
      'must hold [recipient], [subject] ([subject] is missing)',
    ]);
    expect(problems('Email to [recipient]: [subjet]')).toEqual([
      'must hold [recipient], [subject] ([subject] is missing, [subjet] is not one of them)',
    ]);
  });

  it('names the record and the flag of every alert tag', () => {
    const result = alertSurfacesSchema.safeParse({
      ...surfaces,
      crm: { ...surfaces.crm, 'Churn Risk': undefined },
    });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['crm.Churn Risk']);
  });
});
