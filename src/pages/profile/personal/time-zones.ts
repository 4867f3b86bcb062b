/** The IANA time zones this browser knows, for the time-zone choice (the server checks the name again). */
export function timeZoneNames(): string[] {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return ['Asia/Jerusalem', 'UTC'];
  }
}
