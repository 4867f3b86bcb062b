const BROWSERS: readonly [RegExp, string][] = [
  [/Edg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/OPR\/(\d+)/, 'Opera'],
  [/SamsungBrowser\/(\d+)/, 'Samsung Internet'],
  [/Firefox\/(\d+)/, 'Firefox'],
  [/FxiOS\/(\d+)/, 'Firefox'],
  [/CriOS\/(\d+)/, 'Chrome'],
  [/Chrome\/(\d+)/, 'Chrome'],
  [/Version\/(\d+)[\d.]* (?:Mobile\/\S+ )?Safari/, 'Safari'],
];

const SYSTEMS: readonly [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/** A user agent in a few words ("Chrome 131 · Windows"); one not recognised is cut to 40 characters. */
export function shortUserAgent(agent: string | null | undefined): string {
  if (!agent) return '';
  const browser = BROWSERS.map(([pattern, name]) => [pattern.exec(agent), name] as const).find(([match]) => match);
  const system = SYSTEMS.find(([pattern]) => pattern.test(agent))?.[1];
  if (!browser && !system) return agent.length > 40 ? `${agent.slice(0, 39)}…` : agent;
  return [browser ? `${browser[1]} ${browser[0]?.[1] ?? ''}`.trim() : undefined, system].filter(Boolean).join(' · ');
}
