import { KeepCompoundsTogether, KeepRangesTogether } from '#src/components/sections/keep-ranges-together.tsx';
import { CheckList } from '#src/components/ui/check-list.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#src/components/ui/tabs.tsx';
import type { UseCaseRole } from '#src/content/schemas/use-cases.ts';
import { cn } from '#src/lib/cn.ts';
import { type RoleLayout, RolePicture, type RolePictureProps } from './role-picture';

export type RoleTabsProps = {
  roles: readonly UseCaseRole[];
  /** Accessible name of the tab list. */
  label: string;
  /** The section's arrangement (`ROLE_LAYOUT`): where the tabs sit. */
  layout?: RoleLayout;
  /**
   * The play's picture: in `strip` across the page between the tabs and the panel, in `rail` under the
   * tab list, in the left column.
   */
  picture?: RolePictureProps;
};

/** Where the tab list and the panels go in each arrangement, from 1024 px (`rail`: in the section's grid). */
const PLACE: Record<RoleLayout, { tabs: string; list: string; trigger: string; panel: string }> = {
  rail: {
    tabs: 'lg:contents',
    list: 'md:w-full md:flex-col md:rounded-xl',
    trigger: 'md:justify-start md:rounded-lg md:text-left lg:min-h-13',
    panel: 'lg:col-start-2 lg:row-start-2 lg:mt-8 lg:self-start',
  },
  strip: { tabs: '', list: 'md:mx-auto', trigger: '', panel: '' },
  aside: { tabs: '', list: '', trigger: '', panel: '' },
};

/**
 * Role tabs of a use-case page (spec §4: the first tab is selected by default). Static HTML, no island:
 * the first-touch script switches the tabs from first paint (decision 0011). Every panel is in the
 * prerendered HTML; below 768 px the tab list stacks vertically, and in the `rail` arrangement it is a
 * column at every width (`data-tabs-vertical`: the arrow keys go up and down). On phones the checklist
 * sits in the panel without a box of its own, so its lines have the panel's full width.
 */
export function RoleTabs({ roles, label, layout = 'strip', picture }: RoleTabsProps) {
  const place = PLACE[layout];
  const list = (
    <TabsList
      aria-label={label}
      data-tabs-vertical={layout === 'rail' ? '' : undefined}
      className={place.list}
    >
      {roles.map((role) => (
        <TabsTrigger key={role.id} value={role.id} data-role={role.id} className={place.trigger}>
          {role.title}
        </TabsTrigger>
      ))}
    </TabsList>
  );
  return (
    <Tabs defaultValue={roles[0]?.id} className={cn('gap-8', place.tabs)}>
      {layout === 'rail' ? (
        // The left column from 1024 px, beside the heading and the panel: the tab list, the picture under it.
        <div className="lg:col-start-1 lg:row-span-2 lg:row-start-1 lg:self-start">
          {list}
          {picture ? (
            <div className="lg:mt-8">
              <RolePicture {...picture} />
            </div>
          ) : null}
        </div>
      ) : (
        list
      )}
      {layout === 'strip' && picture ? <RolePicture {...picture} /> : null}
      {roles.map((role) => (
        <TabsContent key={role.id} value={role.id} className={place.panel}>
          <div
            className={cn(
              'grid gap-6 rounded-2xl border border-border bg-white p-5 shadow-card sm:gap-8 sm:p-8 lg:gap-12 lg:p-10',
              layout === 'strip' ? 'lg:grid-cols-2' : 'xl:grid-cols-2',
            )}
          >
            <div>
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
              className="space-y-4 self-center sm:space-y-5 sm:rounded-xl sm:bg-ink-50 sm:p-6 lg:p-8"
              itemClassName="gap-3.5 leading-relaxed"
              renderItem={(point) => <KeepRangesTogether text={point} />}
            />
          </div>
        </TabsContent>
      ))}
    </Tabs>
  );
}
