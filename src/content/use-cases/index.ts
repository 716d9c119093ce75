/**
 * The six use-case pages in site-map order, and the helpers that derive their strategy group and the
 * 'Explore other use cases' links from the site map.
 */
import { findRoute, siteRoutes, type UseCaseGroup } from '#src/site-map.ts';
import { defendCustomerBase } from './defend-customer-base';
import { flagExpansionOpportunities } from './flag-expansion-opportunities';
import { huntNewOpportunities } from './hunt-new-opportunities';
import { predictPreventChurn } from './predict-prevent-churn';
import { reviveClosedLost } from './revive-closed-lost';
import type { UseCaseContent, UseCaseLink, UseCasePath } from './shared';
import { winOpenDeals } from './win-open-deals';

export * from './shared';

export const useCases: readonly UseCaseContent[] = [
  huntNewOpportunities,
  reviveClosedLost,
  flagExpansionOpportunities,
  winOpenDeals,
  defendCustomerBase,
  predictPreventChurn,
];

/** Every use case the site map lists (header 'Use Cases' menu), in its order. */
export function listUseCases(): UseCaseLink[] {
  return siteRoutes.flatMap((route) =>
    route.header?.menu === 'use-cases'
      ? [
          {
            path: route.path as UseCasePath,
            label: route.label,
            blurb: route.blurb ?? '',
            group: route.header.group,
          },
        ]
      : [],
  );
}

/** Offensive or defensive, as the site map groups the page. */
export function groupOfUseCase(path: UseCasePath): UseCaseGroup {
  const header = findRoute(path)?.header;
  if (header?.menu !== 'use-cases') throw new Error(`${path} is not a use case in the site map`);
  return header.group;
}

/** 'Explore other use cases': the other five, never the current page. */
export function otherUseCases(path: UseCasePath): UseCaseLink[] {
  return listUseCases().filter((link) => link.path !== path);
}
