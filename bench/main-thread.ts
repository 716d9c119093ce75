/**
 * What a Lighthouse run's own trace and coverage say about one page (used by lighthouse.ts): the main-thread
 * breakdown by category, the longest tasks with their cause, the DOM size and the CSS the page used. Every
 * figure is Lighthouse's own computation (its audits, or the computed artifacts those audits read), so they
 * agree with its report; nothing here times anything by itself.
 */
import { gzipSync } from 'node:zlib';
import type { Artifacts, Result } from 'lighthouse';
import { NetworkRecords } from 'lighthouse';
import { MainThreadTasks } from 'lighthouse/core/computed/main-thread-tasks.js';
import { getAttributableURLForTask, getJavaScriptURLs } from 'lighthouse/core/lib/tracehouse/task-summary.js';

/** Lighthouse's task categories (`core/lib/tracehouse/task-groups.js`), in the order the bench prints them. */
export const TASK_GROUPS = {
  styleLayout: 'Style & Layout',
  scriptEvaluation: 'Script evaluation',
  scriptParseCompile: 'Script parse',
  parseHTML: 'Parse HTML & CSS',
  paintCompositeRender: 'Paint & composite',
  garbageCollection: 'Garbage collection',
  other: 'Other',
} as const;

export type TaskGroup = keyof typeof TASK_GROUPS;

export const isTaskGroup = (id: string): id is TaskGroup => Object.hasOwn(TASK_GROUPS, id);

/** Main-thread time by category, in ms at the run's CPU slowdown (Lighthouse's `mainthread-work-breakdown`). */
export type MainThreadBreakdown = Partial<Record<TaskGroup, number>>;

export type LongTask = {
  /** The script Lighthouse attributes the task to, else the document's URL, else `Unattributable`. */
  url: string;
  /** The task's length as Lighthouse's simulation counts it at the CPU slowdown (what TBT adds up). */
  simulatedMs: number;
  /** The task's length in the trace, on this machine without slowdown. */
  observedMs: number;
  /** Where the task's time went (self time of its events, by category), observed ms. */
  byGroup: MainThreadBreakdown;
  /** The trace events that took most of it (self time by event name, e.g. `UpdateLayoutTree`), observed ms. */
  topEvents: Array<{ name: string; ms: number }>;
};

type TaskNode = Awaited<ReturnType<typeof MainThreadTasks.request>>[number];

/** Self time of a task and everything under it, by category. */
function timeByGroup(task: TaskNode, into: MainThreadBreakdown = {}): MainThreadBreakdown {
  const id = task.group.id;
  if (isTaskGroup(id)) into[id] = (into[id] ?? 0) + task.selfTime;
  for (const child of task.children) timeByGroup(child, into);
  return into;
}

/** Self time of a task and everything under it, by trace event name. */
function timeByEvent(task: TaskNode, into = new Map<string, number>()): Map<string, number> {
  into.set(task.event.name, (into.get(task.event.name) ?? 0) + task.selfTime);
  for (const child of task.children) timeByEvent(child, into);
  return into;
}

const performedLayout = (task: TaskNode): boolean =>
  task.event.name === 'Layout' || task.children.some(performedLayout);

/**
 * The `count` longest top-level tasks of the trace, as Lighthouse's `long-tasks` audit ranks them under
 * simulated throttling, with what each spent its time on. The simulated length follows Lantern's rule
 * (`Simulator.estimateCPUTimeRemaining`): the observed length times the CPU slowdown, or half the slowdown
 * for a task that laid out, at most 10 s. The audit itself reports these lengths, but under simulation it
 * files a task's whole time under "Other", so the categories come from the trace's own nesting.
 */
export async function longestTasks(
  artifacts: Artifacts,
  cpuSlowdown: number,
  count = 3,
): Promise<LongTask[]> {
  const context = { computedCache: new Map() };
  const tasks = await MainThreadTasks.request(artifacts.Trace, context);
  const records = await NetworkRecords.request(artifacts.DevtoolsLog, context);
  const scripts = getJavaScriptURLs(records);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return tasks
    .filter((task) => !task.parent && !task.unbounded)
    .map((task) => {
      const multiplier = performedLayout(task) ? cpuSlowdown / 2 : cpuSlowdown;
      return { task, simulatedMs: Math.min(Math.round(task.duration * multiplier), 10_000) };
    })
    .sort((a, b) => b.simulatedMs - a.simulatedMs)
    .slice(0, count)
    .map(({ task, simulatedMs }) => ({
      url: getAttributableURLForTask(task, scripts),
      simulatedMs,
      observedMs: round(task.duration),
      byGroup: Object.fromEntries(
        Object.entries(timeByGroup(task)).map(([group, ms]) => [group, round(ms)]),
      ) as MainThreadBreakdown,
      topEvents: [...timeByEvent(task)]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 3)
        .map(([name, ms]) => ({ name, ms: round(ms) })),
    }));
}

/** Lighthouse's `mainthread-work-breakdown`: ms per category, already multiplied by the CPU slowdown. */
export function mainThreadBreakdown(lhr: Result): MainThreadBreakdown {
  const details = lhr.audits['mainthread-work-breakdown']?.details;
  const items = details && 'items' in details ? details.items : [];
  const breakdown: MainThreadBreakdown = {};
  for (const item of items) {
    const group = String(item.group);
    if (isTaskGroup(group)) breakdown[group] = Math.round(Number(item.duration));
  }
  return breakdown;
}

/** Elements in the document once loaded (Lighthouse's `dom-size-insight`, which flags more than 1,400). */
export function domElements(lhr: Result): number {
  return Math.round(lhr.audits['dom-size-insight']?.numericValue ?? Number.NaN);
}

export type CssUse = {
  /** Characters of CSS the page loads (every stylesheet, linked or inline), as written. */
  shippedBytes: number;
  /** Of those, the style rules that matched something while the page loaded. */
  usedBytes: number;
  /** gzip -9 of all of it, and of the used rules alone (about what a stylesheet trimmed to them would weigh). */
  shippedGzipBytes: number;
  usedGzipBytes: number;
};

/**
 * CSS the page needs vs ships, from the rule-usage coverage Lighthouse records over the load (its
 * `CSSUsage` and `Stylesheets` artifacts). Lighthouse's own `unused-css-rules` audit cannot read this
 * stylesheet: Chromium reports a used rule together with the `@layer` and `@media` blocks around it, and
 * the audit adds those ranges up (more than 100 % used). Here only the innermost reported ranges count,
 * merged. Rules only used later (an open menu, a hover, a wider viewport), `@font-face`, `@property` and
 * `@keyframes` count as not needed at load.
 */
export function cssUse(artifacts: Artifacts): CssUse {
  let shippedBytes = 0;
  let usedBytes = 0;
  const shippedText: string[] = [];
  const usedText: string[] = [];
  for (const sheet of artifacts.Stylesheets) {
    const ranges = artifacts.CSSUsage.filter(
      (rule) => rule.used && rule.styleSheetId === sheet.header.styleSheetId,
    ).map((rule) => [rule.startOffset, rule.endOffset] as const);
    const innermost = ranges
      .filter(
        ([start, end]) =>
          !ranges.some(
            ([otherStart, otherEnd]) =>
              otherStart >= start && otherEnd <= end && (otherStart > start || otherEnd < end),
          ),
      )
      .sort((a, b) => a[0] - b[0]);
    let reach = 0;
    for (const [start, end] of innermost) {
      const from = Math.max(start, reach);
      if (end <= from) continue;
      usedText.push(sheet.content.slice(from, end));
      usedBytes += end - from;
      reach = end;
    }
    shippedBytes += sheet.content.length;
    shippedText.push(sheet.content);
  }
  const gzipBytes = (parts: string[]) => gzipSync(parts.join('\n'), { level: 9 }).length;
  return {
    shippedBytes,
    usedBytes,
    shippedGzipBytes: gzipBytes(shippedText),
    usedGzipBytes: gzipBytes(usedText),
  };
}

/** A task's cause in a line: the path of its URL, its two largest categories and trace events (observed ms). */
export function describeTask(task: LongTask): string {
  const where = URL.canParse(task.url) ? new URL(task.url).pathname : task.url;
  const categories = Object.entries(task.byGroup)
    .filter(([, ms]) => ms >= 1)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 2)
    .map(([group, ms]) => `${isTaskGroup(group) ? TASK_GROUPS[group] : group} ${Math.round(ms)}`)
    .join(', ');
  const events = task.topEvents
    .filter(({ ms }) => ms >= 1)
    .slice(0, 2)
    .map(({ name, ms }) => `${name} ${Math.round(ms)}`)
    .join(', ');
  return `${task.simulatedMs} ms (${where}: ${categories || 'no nested events'}; ${events})`;
}
