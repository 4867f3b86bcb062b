import { kB, ms, ratio } from './report';
import { meetsPaintTarget, verdict, WEB_TARGETS } from './targets';

/** What one build gave in a run: its pages' JavaScript and the medians of their cold loads. */
export interface BuildFigures {
  /** "after" for the build under test, "before" for the one given with --before. */
  label: string;
  login: { jsGzip: number; scripts: number; content: number | undefined };
  dashboard: { jsGzip: number; scripts: number; content: number | undefined; lcp: number | undefined };
}

interface Row {
  what: string;
  target: string;
  cell(build: BuildFigures): string;
  isMet(build: BuildFigures): boolean | undefined;
}

const width = { what: 26, cell: 26, target: 28 };

/** The rows, each for every build measured, with the verdict of the last build (the one under test). */
export function summaryLines(builds: readonly BuildFigures[], baselineFcp: number | undefined): string[] {
  const time = (value: number | undefined): string => `${ms(value)} (${ratio(value, baselineFcp)} base)`;
  const rows: Row[] = [
    {
      what: '/login JavaScript',
      target: `≤ ${WEB_TARGETS.loginKb} kB gzip`,
      cell: (build) => `${kB(build.login.jsGzip)} in ${build.login.scripts}`,
      isMet: (build) => build.login.jsGzip <= WEB_TARGETS.loginKb * 1000,
    },
    {
      what: '/dashboard JavaScript',
      target: `≤ ${WEB_TARGETS.dashboardKb} kB gzip`,
      cell: (build) => `${kB(build.dashboard.jsGzip)} in ${build.dashboard.scripts}`,
      isMet: (build) => build.dashboard.jsGzip <= WEB_TARGETS.dashboardKb * 1000,
    },
    {
      what: '/login first render',
      target: `< ${WEB_TARGETS.paintMs} ms`,
      cell: (build) => time(build.login.content),
      isMet: (build) => meetsPaintTarget(build.login.content, baselineFcp, false),
    },
    {
      what: '/dashboard first render',
      target: `< ${WEB_TARGETS.paintMs} ms, < ${WEB_TARGETS.baselineRatio}× base`,
      cell: (build) => time(build.dashboard.content),
      isMet: (build) => meetsPaintTarget(build.dashboard.content, baselineFcp, true),
    },
    {
      what: '/dashboard LCP',
      target: `< ${WEB_TARGETS.paintMs} ms, < ${WEB_TARGETS.baselineRatio}× base`,
      cell: (build) => time(build.dashboard.lcp),
      isMet: (build) => meetsPaintTarget(build.dashboard.lcp, baselineFcp, true),
    },
  ];
  const last = builds.at(-1);
  const header = `${'what'.padEnd(width.what)}${builds.map((build) => build.label.padEnd(width.cell)).join('')}${'target'.padEnd(width.target)}verdict`;
  return [
    header,
    ...rows.map((row) => `${row.what.padEnd(width.what)}${builds.map((build) => row.cell(build).padEnd(width.cell)).join('')}${row.target.padEnd(width.target)}${last ? verdict(row.isMet(last)) : ''}`),
  ];
}
