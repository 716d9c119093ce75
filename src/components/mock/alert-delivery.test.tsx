// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { alertCard } from '#src/content/alerts.ts';
import { readSingleton } from '#src/content/loaders/read.ts';
import { fillSlots } from '#src/lib/fill-slots.ts';
import { AlertDelivery, deliverySurfaces } from './alert-delivery';

const alert = alertCard({
  name: 'Dana Whitfield',
  title: 'VP of Sales Operations',
  tag: 'New Business',
  description: 'Commented on a Quorvane post about pipeline forecasting.',
  account: 'Northwind Logistics',
  competitor: 'Quorvane',
  accountStatus: 'Prospect',
  accountDetails: ['@jordan.ae', 'Target account'],
});
// The samples as the site has them (site/samples.yaml); the test names come from them.
const samples = readSingleton('samples');
const copy = samples.surfaces;
const chatName = (channel: string) => fillSlots(copy.labels.chat, { tool: copy.teamChat, channel });
const emailName = (recipient: string, subject: string) =>
  fillSlots(copy.labels.email, { recipient, subject });
const crmName = (record: string, name: string) =>
  fillSlots(copy.labels.crm, { tool: copy.salesCrm, record, name });
const alertName = fillSlots(samples.card.label, {
  strategy: samples.card.strategies.offensive.toLowerCase(),
  name: alert.name,
  account: alert.account,
  competitor: alert.competitor,
});
const sampleAlert = () => screen.getByRole('group', { name: alertName });
/** The recipient of the owner's handle: the cast's teammate. */
const owner = samples.cast.team.find((teammate) => teammate.handle === '@jordan.ae')?.name ?? '';

describe('AlertDelivery', () => {
  it('chat: a message in its channel, tagging people, with the full alert and drawn buttons', () => {
    render(
      <AlertDelivery
        surface="chat"
        alert={alert}
        copy={samples}
        details={{
          channel: '#new-business',
          time: '9:41 AM',
          mentions: ['@jordan.ae'],
          message: 'The opportunity is created and routed to you.',
          actions: ['Open opportunity', 'Start play'],
        }}
      />,
    );
    const message = screen.getByRole('group', { name: chatName('new-business') });
    expect(message).toHaveTextContent('new-business');
    expect(message).toHaveTextContent('9:41 AM');
    expect(message).toHaveTextContent('@jordan.ae The opportunity is created and routed to you.');
    expect(within(message).getByText('Open opportunity')).toBeInTheDocument();
    expect(within(message).queryByRole('button')).not.toBeInTheDocument();
    // The alert keeps every field of the full size.
    expect(
      within(sampleAlert())
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual([samples.card.account, samples.card.owner, samples.card.status, samples.card.response]);
  });

  it('chat without details: the shared channel, the owner and the shared buttons (persona pages)', () => {
    render(<AlertDelivery surface="chat" alert={alert} copy={samples} />);
    const message = screen.getByRole('group', { name: chatName(copy.channel.replace(/^#/, '')) });
    expect(within(message).getAllByText('@jordan.ae').length).toBeGreaterThan(0);
    for (const action of copy.chatActions) expect(within(message).getByText(action)).toBeInTheDocument();
  });

  it('email: the subject, sender, recipient and first line above the alert', () => {
    render(
      <AlertDelivery
        surface="email"
        alert={alert}
        copy={samples}
        details={{
          to: 'Jordan Lee',
          subject: 'Northwind is looking',
          time: '8:12 AM',
          message: 'Hi Jordan.',
        }}
      />,
    );
    const mail = screen.getByRole('group', { name: emailName('Jordan Lee', 'Northwind is looking') });
    expect(mail).toHaveTextContent(`${copy.emailSubject}: Northwind is looking`);
    expect(mail).toHaveTextContent(copy.emailFrom);
    expect(mail).toHaveTextContent(`${copy.emailTo}: Jordan Lee`);
    expect(mail).toHaveTextContent('Hi Jordan.');
    expect(within(mail).getByRole('group', { name: alertName })).toBeInTheDocument();
    expect(mail).toHaveAttribute('data-sample');
  });

  it('email without details: the subject names the tag, the account and the competitor', () => {
    render(<AlertDelivery surface="email" alert={alert} copy={samples} />);
    expect(
      screen.getByRole('group', {
        name: emailName(
          owner,
          fillSlots(copy.defaultSubject, {
            tag: 'New Business',
            account: 'Northwind Logistics',
            competitor: 'Quorvane',
          }),
        ),
      }),
    ).toBeInTheDocument();
  });

  it('CRM: the record the tag lands on, its flag, owner and competitor', () => {
    render(<AlertDelivery surface="crm" alert={alert} copy={samples} />);
    const landing = copy.crm['New Business'];
    const record = screen.getByRole('group', {
      name: crmName(landing.record.toLowerCase(), 'Northwind Logistics'),
    });
    expect(within(record).getByText(landing.flag)).toBeInTheDocument();
    const pairs = within(record)
      .getAllByRole('term')
      .slice(0, 2)
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(pairs).toEqual([
      [copy.crmOwner, owner],
      [copy.crmCompetitor, 'Quorvane'],
    ]);
  });

  it('CRM with a record: its own object, name, flag and fields, the enriched ones said so', () => {
    render(
      <AlertDelivery
        surface="crm"
        alert={alert}
        copy={samples}
        details={{
          record: {
            objectType: 'Renewal',
            name: 'Northwind Logistics: Renewal',
            flag: 'High Risk',
            fields: [
              { label: 'Owner', value: 'Priya Shah' },
              { label: 'Renewal status', value: 'High Risk', enriched: true },
            ],
          },
        }}
      />,
    );
    const record = screen.getByRole('group', { name: crmName('renewal', 'Northwind Logistics: Renewal') });
    expect(within(record).getByText('Renewal status').nextElementSibling).toHaveTextContent(
      `High Risk ${samples.record.enrichedValue}`,
    );
  });
});

describe('deliverySurfaces', () => {
  it("gives each alert its tag's home surface unless the neighbour already has it", () => {
    expect(deliverySurfaces(['New Business', 'Open Opportunity', 'Renewal Risk', 'Churn Risk'])).toEqual([
      'chat',
      'crm',
      'chat',
      'email',
    ]);
  });
});
