/**
 * A record's number from its collection's `numberFormat` (YYYY-####): YYYY is the year the record was opened, YY
 * its last two digits, a run of # the record's sequence within that year, padded to the run's length (a longer
 * sequence keeps all its digits); any other character stays as it is.
 */
export function formatRecordNumber(format: string, year: number, sequence: number): string {
  return format
    .replace(/YYYY/g, String(year).padStart(4, '0'))
    .replace(/YY/g, String(year % 100).padStart(2, '0'))
    .replace(/#+/g, (run) => String(sequence).padStart(run.length, '0'));
}

/** Whether a format numbers within each year (it names the year), so the sequence starts again every January. */
export function numbersByYear(format: string): boolean {
  return format.includes('YY');
}
