/** A moment as the certificate states it: UTC, to the second, e.g. "2026-11-27 08:05:00". */
export function utcTime(value: Date | string | null): string {
  if (value === null) return '—';
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? String(value) : date.toISOString().slice(0, 19).replace('T', ' ');
}

const BROWSERS: [RegExp, string][] = [
  [/Edg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/OPR\/(\d+)/, 'Opera'],
  [/SamsungBrowser\/(\d+)/, 'Samsung Internet'],
  [/Firefox\/(\d+)/, 'Firefox'],
  [/FxiOS\/(\d+)/, 'Firefox'],
  [/CriOS\/(\d+)/, 'Chrome'],
  [/Chrome\/(\d+)/, 'Chrome'],
  [/Version\/([\d.]+).*Safari/, 'Safari'],
];

const SYSTEMS: [RegExp, (match: RegExpExecArray) => string][] = [
  [/iPhone OS (\d+)[_\d]*/, (match) => `iOS ${match[1]}`],
  [/iPad.*OS (\d+)[_\d]*/, (match) => `iPadOS ${match[1]}`],
  [/Android (\d+)/, (match) => `Android ${match[1]}`],
  [/Windows NT 10/, () => 'Windows'],
  [/Windows NT ([\d.]+)/, (match) => `Windows NT ${match[1]}`],
  [/Mac OS X/, () => 'macOS'],
  [/CrOS/, () => 'ChromeOS'],
  [/Linux/, () => 'Linux'],
];

const LONGEST = 48;

/** A user agent shortened to its browser and system ("Safari 17.1 · iOS 17"), or its first characters when unknown. */
export function shortUserAgent(userAgent: string | null): string {
  if (!userAgent) return '—';
  const browser = BROWSERS.map(([pattern, name]) => [pattern.exec(userAgent), name] as const).find(([match]) => match);
  const system = SYSTEMS.map(([pattern, name]) => [pattern.exec(userAgent), name] as const).find(([match]) => match);
  const parts = [browser && `${browser[1]} ${browser[0]![1]}`, system && system[1](system[0]!)].filter(Boolean);
  if (parts.length > 0) return parts.join(' · ');
  return userAgent.length > LONGEST ? `${userAgent.slice(0, LONGEST - 1)}…` : userAgent;
}
