import type { RoleLayout } from '#src/content/schemas/use-cases.ts';

/**
 * The six arrangements of the role-tab section (issue 29, fifth round: a review read the three of round 3
 * in pairs, and on phones the six lower halves as one stack). Each use-case page names its own in its
 * file (`roles.arrangement`); these are the classes that draw it. From 1024 px the arrangements with
 * columns place the header, the tab list and the panels straight in the section's grid (the tabs are
 * `lg:contents`), and the list or the panel stretches, so both columns end together.
 *
 * - `rail`: the heading over all, role cards (a drawn mark, the team's name and its one line) in a column
 *   left of the panel, as tall as it; in the panel the picture beside the words, the points across under
 *   both; on phones a 2 × 2 of cards.
 * - `strip`: heading and pills centred over a wide panel (the picture first); on phones pills that scroll.
 * - `underline`: heading left, a row of underlined tabs on a rule, an open panel with a large picture (the
 *   points under both columns from 1024 to 1279 px); on
 *   phones the underlined row scrolls, its right edge fading out over the next tab.
 * - `index`: the panel on the left, the heading and a ruled list of the teams on the right; below 1024 px
 *   a segmented control of 2 × 2 on a grey track, the selected team white.
 * - `folder`: heading centred, the tabs fused to the top of the panel, the selected one ink, the picture
 *   set larger at the top of the panel's left column (the points under both columns from 1024 to 1279 px);
 *   on phones the tabs stack as the panel's top rows.
 * - `stepper`: heading split across the page, the teams as steps along a line over the panel, its points in
 *   a row; on phones the steps run down a line.
 */
export type RolePlace = {
  /** The section's container from 1024 px. */
  grid: string;
  /** The header's wrapper. */
  header: string;
  /** How the header aligns its words. */
  align: 'left' | 'center';
  /** Extra classes of the header itself (`stepper` splits it). */
  headerClass: string;
  /** The tabs' root (`lg:contents` where the list and the panels are grid items of the section). */
  tabs: string;
  list: string;
  trigger: string;
  panel: string;
  /** The panel's box, and where its words, its points and its picture sit in it. */
  card: string;
  copy: string;
  points: string;
  picture: string;
  /** Each tab leads with its team's drawn mark (decorative). */
  icons?: boolean;
  /** Each tab holds, under its name, the team's one line (`gist`, from 1024 px; its description). */
  gist?: boolean;
  /** From 1024 px the picture has a column of its own beside the words, its sample set larger (never stretched). */
  largePicture?: boolean;
  /** `data-tabs-vertical`: a column at every width (''), or from 1024 px only ('lg'). */
  vertical?: '' | 'lg';
  /** A horizontal row that scrolls sideways on phones (`TabsList`'s `scroll`): of pills, or of the arrangement's own tabs. */
  scroll?: 'pills' | 'row';
};

/** The checklist's own light box (phones: none, so its lines have the panel's width). */
const BOX = 'self-center sm:rounded-xl sm:bg-ink-50 sm:p-6 lg:p-8';

const CARD = 'grid gap-6 rounded-2xl border border-border bg-white p-5 shadow-card sm:gap-8 sm:p-8';

export const ROLE_PLACE: Record<RoleLayout, RolePlace> = {
  rail: {
    grid: 'lg:grid lg:grid-cols-[minmax(0,16rem)_minmax(0,1fr)] lg:gap-x-12 xl:gap-x-16',
    header: 'lg:col-span-2 lg:row-start-1',
    align: 'left',
    headerClass: '',
    tabs: 'mt-8 md:mt-12 lg:contents',
    list: 'grid grid-cols-2 gap-2 border-0 bg-transparent p-0 md:grid-cols-4 md:w-full lg:col-start-1 lg:row-start-2 lg:mt-12 lg:flex lg:flex-col lg:gap-3',
    trigger:
      'min-h-16 rounded-xl border border-ink-200 bg-white p-4 shadow-card md:justify-start md:rounded-xl md:text-left lg:flex-1 lg:flex-col lg:items-start lg:justify-between lg:p-5 lg:text-base lg:[&_svg]:size-6 data-[state=active]:border-brand-600 data-[state=active]:bg-brand-600 data-[state=active]:text-white data-[state=active]:hover:text-white',
    panel: 'lg:col-start-2 lg:row-start-2 lg:mt-12',
    card: `${CARD} h-full lg:grid-cols-[minmax(0,1fr)_15rem] lg:gap-x-8 lg:p-8 xl:grid-cols-[minmax(0,1fr)_17rem] xl:gap-x-10 xl:p-10`,
    copy: '',
    points: `${BOX} lg:col-span-2`,
    picture: 'lg:col-start-2 lg:row-start-1',
    vertical: 'lg',
    icons: true,
    gist: true,
  },
  strip: {
    grid: '',
    header: '',
    align: 'center',
    headerClass: '',
    tabs: 'mt-8 gap-8 md:mt-12',
    list: 'md:mx-auto',
    trigger: '',
    panel: '',
    card: `${CARD} lg:grid-cols-[16rem_minmax(0,1fr)_minmax(0,1fr)] lg:gap-10 lg:p-10`,
    copy: 'lg:col-start-2 lg:row-start-1',
    points: `${BOX} lg:col-start-3 lg:row-start-1`,
    picture: 'lg:col-start-1 lg:row-start-1 lg:self-center',
    scroll: 'pills',
  },
  underline: {
    grid: '',
    header: '',
    align: 'left',
    headerClass: '',
    tabs: 'mt-8 gap-8 md:mt-12',
    list: 'gap-6 rounded-none border-0 border-b md:rounded-none border-ink-200 bg-transparent p-0 md:w-full md:gap-10',
    trigger:
      '-mb-px shrink-0 whitespace-nowrap rounded-none border-b-2 border-transparent px-0 md:rounded-none data-[state=active]:border-brand-600 data-[state=active]:bg-transparent data-[state=active]:shadow-none',
    panel: '',
    card: 'grid gap-6 sm:gap-8 lg:grid-cols-[minmax(0,1fr)_26rem] lg:gap-x-16',
    copy: '',
    // From 1024 to 1279 px the words' column is narrow and tall: the points run under both columns.
    points: 'lg:col-span-2 xl:col-span-1 xl:col-start-1',
    picture: 'lg:col-start-2 lg:row-start-1 xl:row-span-2 xl:row-start-1',
    scroll: 'row',
  },
  index: {
    grid: 'lg:grid lg:grid-cols-[minmax(0,1fr)_20rem] lg:grid-rows-[auto_1fr] lg:gap-x-12 xl:gap-x-16',
    header: 'lg:col-start-2 lg:row-start-1',
    align: 'left',
    headerClass: '',
    tabs: 'mt-8 md:mt-12 lg:contents',
    list: 'grid grid-cols-2 md:w-full md:rounded-xl lg:col-start-2 lg:row-start-2 lg:mt-8 lg:flex lg:flex-col lg:gap-0 lg:rounded-none lg:border-0 lg:border-l-2 lg:border-ink-200 lg:bg-transparent lg:p-0',
    trigger:
      'justify-center px-2 text-center md:rounded-lg lg:-ml-0.5 lg:min-h-13 lg:justify-start lg:rounded-none lg:border-l-2 lg:border-transparent lg:pl-5 lg:text-left lg:text-base lg:data-[state=active]:border-brand-600 lg:data-[state=active]:bg-transparent lg:data-[state=active]:text-brand-700 lg:data-[state=active]:shadow-none',
    panel: 'lg:col-start-1 lg:row-span-2 lg:row-start-1',
    card: `${CARD} h-full lg:p-10 xl:grid-cols-[minmax(0,1fr)_17rem] xl:gap-x-10`,
    copy: '',
    points: `${BOX} xl:col-span-2`,
    picture: 'xl:col-start-2 xl:row-start-1',
    vertical: 'lg',
  },
  folder: {
    grid: '',
    header: '',
    align: 'center',
    headerClass: '',
    tabs: 'mt-8 gap-0 md:mt-12',
    list: 'gap-0 divide-y divide-ink-200 rounded-b-none rounded-t-2xl border-b-0 p-0 md:grid md:w-full md:grid-cols-4 md:divide-x md:divide-y-0 md:rounded-b-none md:rounded-t-2xl',
    trigger:
      'min-h-12 rounded-none px-5 first:rounded-t-2xl md:justify-start md:rounded-none md:text-left md:first:rounded-tl-2xl md:last:rounded-tr-2xl lg:min-h-14 lg:px-6 data-[state=active]:bg-ink-950 data-[state=active]:text-white data-[state=active]:shadow-none data-[state=active]:hover:text-white',
    panel: '',
    card: `${CARD} rounded-t-none lg:grid-cols-[18rem_minmax(0,1fr)] lg:gap-x-10 lg:p-10 xl:grid-cols-[22rem_minmax(0,1fr)] xl:gap-x-14`,
    copy: 'lg:col-start-2 lg:row-start-1',
    // From 1024 to 1279 px the words' column is narrow and tall: the points run under both columns.
    points: `${BOX} lg:col-span-2 lg:row-start-2 xl:col-span-1 xl:col-start-2`,
    picture: 'lg:col-start-1 lg:row-start-1 xl:row-span-2 xl:row-start-1',
    largePicture: true,
  },
  stepper: {
    grid: '',
    header: '',
    align: 'left',
    headerClass:
      'lg:grid lg:max-w-none lg:grid-flow-col lg:grid-cols-2 lg:grid-rows-[auto_auto] lg:items-end lg:gap-x-16 lg:[&>p:last-child]:col-start-2 lg:[&>p:last-child]:row-start-2',
    tabs: 'mt-8 gap-8 md:mt-12',
    list: 'relative gap-0 rounded-none border-0 bg-transparent p-0 before:absolute before:bottom-5 before:left-[0.6875rem] before:top-5 before:w-px before:bg-ink-300 md:grid md:w-full md:grid-cols-4 md:before:bottom-auto md:before:left-0 md:before:right-0 md:before:top-[0.6875rem] md:before:h-px md:before:w-auto',
    trigger:
      'relative rounded-none pl-10 before:absolute before:left-1 before:top-1/2 before:size-4 before:-translate-y-1/2 before:rounded-full before:border-2 before:border-ink-300 before:bg-white md:justify-start md:rounded-none md:pl-0 md:pt-9 md:text-left md:before:left-0 md:before:top-1 md:before:translate-y-0 data-[state=active]:bg-transparent data-[state=active]:text-brand-700 data-[state=active]:shadow-none data-[state=active]:before:border-brand-600 data-[state=active]:before:bg-brand-600',
    panel: '',
    card: `${CARD} lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-x-12 lg:p-10`,
    copy: '',
    points:
      'lg:col-span-2 lg:grid lg:grid-cols-3 lg:gap-8 lg:space-y-0 lg:border-t lg:border-ink-200 lg:pt-8',
    picture: 'lg:col-start-2 lg:row-start-1',
  },
};
