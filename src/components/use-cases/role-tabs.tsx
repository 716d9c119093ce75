import { Handshake, LifeBuoy, type LucideIcon, Megaphone, Workflow } from 'lucide-react';
import { KeepCompoundsTogether, KeepRangesTogether } from '#src/components/sections/keep-ranges-together.tsx';
import { CheckList } from '#src/components/ui/check-list.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#src/components/ui/tabs.tsx';
import type { RoleId, RoleLayout, UseCaseRole } from '#src/content/schemas/use-cases.ts';
import { cn } from '#src/lib/cn.ts';
import { ROLE_PLACE } from './role-layouts';
import { RolePicture } from './role-picture';

/** Each team's drawn mark on the `rail`'s role cards (decorative: the tab's name is its title). */
const ROLE_ICON: Record<RoleId, LucideIcon> = {
  sales: Handshake,
  marketing: Megaphone,
  'revenue-operations': Workflow,
  'customer-success': LifeBuoy,
};

export type RoleTabsProps = {
  roles: readonly UseCaseRole[];
  /** Accessible name of the tab list. */
  label: string;
  /** The section's arrangement (the page's `roles.arrangement`, drawn by `role-layouts.ts`). */
  layout?: RoleLayout;
  /** The samples' visible mark, for each panel's picture (site/samples.yaml `mark`). */
  mark: string;
};

/**
 * From 768 to 1023 px, in every arrangement, the panel's words run across it and its points and its
 * picture share the row under them (issue 29, seventh round: the picture stood alone at half the width).
 */
const TABLET = 'md:max-lg:grid-cols-2 md:max-lg:items-center md:max-lg:[&>:first-child]:col-span-2';

/**
 * Role tabs of a use-case page (spec §4: the first tab is selected by default). Static HTML, no island:
 * the first-touch script switches the tabs from first paint (decision 0011). Every panel is in the
 * prerendered HTML, each with the team's words, its three points and the picture of what the play looks
 * like for that team (`RolePicture`). The tab list takes the arrangement's form (`ROLE_PLACE`): its
 * orientation for the arrow keys follows it (`data-tabs-vertical`, `scroll`; else vertical
 * below 768 px, where the list stacks).
 */
export function RoleTabs({ roles, label, layout = 'strip', mark }: RoleTabsProps) {
  const place = ROLE_PLACE[layout];
  return (
    <Tabs defaultValue={roles[0]?.id} className={place.tabs}>
      <TabsList
        aria-label={label}
        scroll={place.scroll}
        data-tabs-vertical={place.vertical}
        className={place.list}
      >
        {roles.map((role) => {
          const Icon = ROLE_ICON[role.id];
          const gist = place.gist ? role.gist : undefined;
          if (!gist)
            return (
              <TabsTrigger key={role.id} value={role.id} data-role={role.id} className={place.trigger}>
                {place.icons ? <Icon aria-hidden="true" strokeWidth={1.75} /> : null}
                {role.title}
              </TabsTrigger>
            );
          // The card's name stays the team's (the spec's tab label); its line is the tab's description.
          const name = `role-${role.id}-name`;
          return (
            <TabsTrigger
              key={role.id}
              value={role.id}
              data-role={role.id}
              aria-labelledby={name}
              aria-describedby={`${name}-gist`}
              className={place.trigger}
            >
              {place.icons ? <Icon aria-hidden="true" strokeWidth={1.75} /> : null}
              <span className="grid gap-1">
                <span id={name}>{role.title}</span>{' '}
                <span
                  id={`${name}-gist`}
                  data-role-gist=""
                  className="hidden text-sm font-normal leading-snug text-ink-600 in-data-[state=active]:text-white lg:block"
                >
                  {gist}
                </span>
              </span>
            </TabsTrigger>
          );
        })}
      </TabsList>
      {roles.map((role) => (
        <TabsContent key={role.id} value={role.id} className={place.panel}>
          <div className={cn(place.card, TABLET)}>
            <div className={place.copy}>
              <p className="text-sm font-semibold text-brand-700">{role.title}</p>
              <h3 className="mt-2 text-2xl font-bold tracking-tight text-ink-950 md:text-[1.75rem] md:leading-tight">
                <KeepCompoundsTogether text={role.headline} />
              </h3>
              <p className="mt-4 text-base leading-relaxed text-ink-600 md:text-lg">
                <KeepRangesTogether text={role.description} />
              </p>
            </div>
            <CheckList
              items={role.bulletPoints}
              marker="raised"
              size="md"
              className={cn('space-y-4 sm:space-y-5', place.points)}
              itemClassName="gap-3.5 leading-relaxed"
              renderItem={(point) => <KeepRangesTogether text={point} />}
            />
            <RolePicture move={role.move} mark={mark} large={place.largePicture} className={place.picture} />
          </div>
        </TabsContent>
      ))}
    </Tabs>
  );
}
