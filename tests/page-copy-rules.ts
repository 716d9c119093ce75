/**
 * Rules the use-case and persona content tests share: which account status a sample alert's tag allows
 * (spec §3), which figures copy may state (spec §9 and the case studies), and a walker that
 * collects every string and every link of a content object.
 */
import { ALERT_RULES } from '#src/content/alerts.ts';
import type { AccountStatus, AlertCard } from '#src/content/types.ts';

/**
 * Problems with one alert card, or an empty list. Strategy and play follow from the tag by construction
 * (`alertCard` in src/content/alerts.ts); what a page still chooses is the status and the owner handle.
 */
export function alertProblems(card: AlertCard): string[] {
  const problems: string[] = [];
  const statuses: readonly AccountStatus[] = ALERT_RULES[card.tag].statuses;
  if (!statuses.includes(card.accountStatus)) problems.push(`${card.tag} cannot be ${card.accountStatus}`);
  if (!/^@[a-z]+\.[a-z]+$/.test(card.accountDetails[0]))
    problems.push('first detail must be an owner handle');
  return problems;
}

/**
 * Every figure the copy may state, as written. Spec §9 marketing figures, the case-study metrics, the
 * playbooks' times to value, the 30-minute meeting, and sample-alert details ('six months', 'three weeks'
 * are written out in words and so are not matched).
 */
export const ALLOWED_FIGURES = new Set([
  '69%',
  '80-90%',
  '15-25%',
  '70-85%',
  '40-60%',
  '20-30%',
  '23%',
  '30%',
  '26.7%',
  '4.7%',
  '9.8%',
  '95%',
  '4x',
  '10-20x',
  '$5.3M',
  '10-11',
  '200',
  '20',
  '80',
  '25',
  '3 months',
  '30-90 days',
  '90-120 days',
  '1-2 weeks',
  '1-3 weeks',
  '2-4 weeks',
  '4-8 weeks',
  '2-6 weeks',
  '1 week',
  '30-minute',
  '1 in 20',
  '1 in 200',
]);

const FIGURE =
  /\$?\d+(?:\.\d+)?(?:-\d+(?:\.\d+)?)?(?:%|x|M|-minute| days| weeks| week| months)?(?: in \d+)?/g;

/** Figures in a piece of copy that are not in the allowed list. */
export function unknownFigures(text: string): string[] {
  return (text.match(FIGURE) ?? []).filter((figure) => !ALLOWED_FIGURES.has(figure));
}

/** Every string value in a content object, with its path, for copy checks. */
export function collectStrings(value: unknown, path = '$'): { path: string; text: string }[] {
  if (typeof value === 'string') return [{ path, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => collectStrings(item, `${path}[${index}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => collectStrings(item, `${path}.${key}`));
  }
  return [];
}

/** Every `href` in a content object (calls to action). */
export function collectHrefs(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(collectHrefs);
  if (value && typeof value === 'object') {
    const own = 'href' in value && typeof value.href === 'string' ? [value.href] : [];
    return [...own, ...Object.values(value).flatMap(collectHrefs)];
  }
  return [];
}

/** Strings that are not copy: owner handles and the like. */
export const isCopy = (path: string) => !/\.accountDetails\[0\]$|\.href$|\.id$|^\$\.path$/.test(path);
