import { KeepCompoundsTogether, KeepRangesTogether } from '#src/components/sections/keep-ranges-together.tsx';
import { CheckList } from '#src/components/ui/check-list.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#src/components/ui/tabs.tsx';
import type { UseCaseRole } from '#src/content/schemas/use-cases.ts';

export type RoleTabsProps = {
  roles: readonly UseCaseRole[];
  /** Accessible name of the tab list. */
  label: string;
};

/**
 * Role tabs of a use-case page (spec §4: the first tab is selected by default). Static HTML, no island:
 * the first-touch script switches the tabs from first paint (decision 0011). Every panel is in the
 * prerendered HTML; below 768 px the tab list stacks vertically.
 */
export function RoleTabs({ roles, label }: RoleTabsProps) {
  return (
    <Tabs defaultValue={roles[0]?.id} className="gap-8">
      <TabsList aria-label={label} className="md:mx-auto">
        {roles.map((role) => (
          <TabsTrigger key={role.id} value={role.id} data-role={role.id}>
            {role.title}
          </TabsTrigger>
        ))}
      </TabsList>
      {roles.map((role) => (
        <TabsContent key={role.id} value={role.id}>
          <div className="grid gap-8 rounded-2xl border border-border bg-white p-6 shadow-card sm:p-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:gap-14 lg:p-12">
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
              className="space-y-5 self-center rounded-xl bg-ink-50 p-5 sm:p-6 lg:p-8"
              itemClassName="gap-3.5 leading-relaxed"
              renderItem={(point) => <KeepRangesTogether text={point} />}
            />
          </div>
        </TabsContent>
      ))}
    </Tabs>
  );
}
