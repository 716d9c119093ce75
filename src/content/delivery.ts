import { company } from '#src/content/company.ts';
import { siteConfig } from '#src/site.config.ts';

/*
 * Copy of the surfaces a sample alert arrives in (components/mock/alert-delivery.tsx): the app, the
 * team-chat tool and the CRM as the site config names them, and the words each surface draws. The persona
 * pages and the playbook library share it; what differs per alert (a channel, a record) is each page's.
 */
export const deliveryCopy = {
  app: siteConfig.name,
  teamChat: company.integrations.teamChat,
  salesCrm: company.integrations.salesCrm,
  channel: '#competitive-alerts',
  appBadge: 'App',
  chatActions: ['Open account', 'Start play'],
  emailFrom: `${siteConfig.name} alerts`,
  emailTo: 'To',
  emailSubject: 'Subject',
  /** The record an alert lands on, and the flag it sets (the spec's CRM concepts), by alert tag. */
  crm: {
    'New Business': { record: 'Account', flag: 'Target account' },
    'Open Opportunity': { record: 'Opportunity', flag: 'At-Risk' },
    'Closed Lost Revival': { record: 'Opportunity', flag: 'Win-Back' },
    'Upsell Opportunity': { record: 'Account', flag: 'Expansion Opportunity' },
    'Renewal Risk': { record: 'Renewal', flag: 'High Risk' },
    'Churn Risk': { record: 'Account', flag: 'Churn Risk' },
  },
  crmCompetitor: 'Competitor',
  crmOwner: 'Owner',
} as const;
