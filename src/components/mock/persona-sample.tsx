import type { PersonaSample } from '#src/content/schemas/persona-samples.ts';
import {
  AudienceList,
  Battlecard,
  CampaignCalendar,
  ClaimsDonut,
  DigestInMarket,
  ResearchColumns,
} from './marketing-surfaces';
import {
  DataMapping,
  FieldDiff,
  ForecastBoard,
  PipelineBySource,
  RenewalRollup,
  RoutingRule,
} from './revops-surfaces';
import {
  ChatAndOpportunity,
  ChatDm,
  ChatThread,
  OpportunityReopened,
  PhoneNotifications,
  RenewalCountdown,
} from './sales-surfaces';
import type { SampleContext } from './sample-context';
import {
  AccountSides,
  HealthTrend,
  OnboardingPlan,
  RiskList,
  WhitespaceMap,
  WinbackCards,
} from './success-surfaces';

/*
 * One persona objective's sample (issue 29): the alert drawn in the surface the team works in. The kind
 * picks the composition; `data-composition` on each names it, and a page never shows one twice.
 */

export type { SampleContext };

export function PersonaSampleView({ sample, context }: { sample: PersonaSample; context: SampleContext }) {
  switch (sample.kind) {
    case 'chat-dm':
      return <ChatDm sample={sample} context={context} />;
    case 'chat-and-opportunity':
      return <ChatAndOpportunity sample={sample} context={context} />;
    case 'opportunity-reopened':
      return <OpportunityReopened sample={sample} context={context} />;
    case 'phone-notifications':
      return <PhoneNotifications sample={sample} context={context} />;
    case 'renewal-countdown':
      return <RenewalCountdown sample={sample} context={context} />;
    case 'chat-thread':
      return <ChatThread sample={sample} context={context} />;
    case 'digest-in-market':
      return <DigestInMarket sample={sample} context={context} />;
    case 'battlecard':
      return <Battlecard sample={sample} context={context} />;
    case 'audience-list':
      return <AudienceList sample={sample} context={context} />;
    case 'research-columns':
      return <ResearchColumns sample={sample} context={context} />;
    case 'campaign-calendar':
      return <CampaignCalendar sample={sample} context={context} />;
    case 'claims-donut':
      return <ClaimsDonut sample={sample} context={context} />;
    case 'routing-rule':
      return <RoutingRule sample={sample} context={context} />;
    case 'forecast-board':
      return <ForecastBoard sample={sample} context={context} />;
    case 'field-diff':
      return <FieldDiff sample={sample} context={context} />;
    case 'pipeline-by-source':
      return <PipelineBySource sample={sample} context={context} />;
    case 'renewal-rollup':
      return <RenewalRollup sample={sample} context={context} />;
    case 'data-mapping':
      return <DataMapping sample={sample} context={context} />;
    case 'risk-list':
      return <RiskList sample={sample} context={context} />;
    case 'onboarding-plan':
      return <OnboardingPlan sample={sample} context={context} />;
    case 'health-trend':
      return <HealthTrend sample={sample} context={context} />;
    case 'winback-cards':
      return <WinbackCards sample={sample} context={context} />;
    case 'whitespace-map':
      return <WhitespaceMap sample={sample} context={context} />;
    case 'account-sides':
      return <AccountSides sample={sample} context={context} />;
  }
}
