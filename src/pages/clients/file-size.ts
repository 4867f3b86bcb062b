const KB = 1024;
const MB = 1024 * 1024;

/** A file size in the language's way of writing it: 300 bytes, 12.3 kB, 1.3 MB. */
export function formatFileSize(bytes: number, language: string): string {
  // Bytes spelled out: the short form is "byte" whatever the number in some languages.
  if (bytes < KB) return new Intl.NumberFormat(language, { style: 'unit', unit: 'byte', unitDisplay: 'long' }).format(bytes);
  const [value, unit] = bytes >= MB ? [bytes / MB, 'megabyte'] : [bytes / KB, 'kilobyte'];
  return new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 }).format(value);
}
