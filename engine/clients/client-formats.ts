import { birthDateFinding } from './birth-date';
import { emailFinding } from './email-address';
import { isIsraeliId } from './israeli-id';
import { phoneFinding } from './phone-number';

/** The names of the formats schemas/client.schema.json uses beyond ajv-formats. */
export type ClientFormatName = 'israeli-id' | 'phone-il' | 'non-disposable-email' | 'adult-birth-date';

type Finder = (value: string, today: Date) => string | undefined;

// Each format's check, naming what is wrong (`disposable-email`, `under-18`…) rather than only saying no.
const FINDERS: Readonly<Record<ClientFormatName, Finder>> = {
  'israeli-id': (value) => (isIsraeliId(value) ? undefined : 'israeli-id'),
  'phone-il': (value) => phoneFinding(value),
  'non-disposable-email': (value) => emailFinding(value),
  'adult-birth-date': (value, today) => birthDateFinding(value, today),
};

function isClientFormat(format: string): format is ClientFormatName {
  return Object.hasOwn(FINDERS, format);
}

/**
 * What exactly is wrong with a value that fails a format, named as the error keyword reports it (`israeli-id`,
 * `phone-too-short`, `disposable-email`, `under-18`…): the format's own name for a format other than the client
 * ones (`uuid`, `date-time`); undefined when a client format passes. `today` matters to birth dates only.
 */
export function clientFormatFinding(format: string, value: string, today: Date = new Date()): string | undefined {
  return isClientFormat(format) ? FINDERS[format](value, today) : format;
}

/**
 * The client formats, for the server's Ajv (`ajv.addFormat(name, check)`) and for RJSF's
 * `customizeValidator({ customFormats })`. The birth date is checked against the current date.
 */
export const clientFormats = Object.fromEntries(
  Object.entries(FINDERS).map(([name, find]) => [name, (data: string): boolean => find(data, new Date()) === undefined]),
) as Readonly<Record<ClientFormatName, (data: string) => boolean>>;
