import type { XmlErrorType, XmlIssue, XmlRefusal, XmlText } from './xml-types';

/** A message in Hebrew, English and Spanish. */
export const xmlText = (he: string, en: string, es: string): XmlText => ({ he, en, es });

/** Where an issue is in the file. */
export interface XmlPlace {
  line?: number;
  column?: number;
  path?: string;
}

/** An error of a type, with its clearing-house code when one applies, placed in the file. */
export function xmlError(type: XmlErrorType, message: XmlText, place: XmlPlace = {}, code?: number): XmlIssue {
  return withPlace({ type, severity: 'error', ...(code === undefined ? {} : { code }), message }, place);
}

/** A warning of a type: reported, but the file stays valid. */
export function xmlWarning(type: XmlErrorType, message: XmlText, place: XmlPlace = {}, code?: number): XmlIssue {
  return withPlace({ type, severity: 'warning', ...(code === undefined ? {} : { code }), message }, place);
}

function withPlace(issue: XmlIssue, place: XmlPlace): XmlIssue {
  if (place.line !== undefined) issue.line = place.line;
  if (place.column !== undefined) issue.column = place.column;
  if (place.path !== undefined) issue.path = place.path;
  return issue;
}

/** A file refused before it is read (not XML, a DOCTYPE, past a bound): the module answers its 4xx, or stores it failed, from `issue`. */
export class XmlRefusalError extends Error implements XmlRefusal {
  constructor(readonly issue: XmlIssue) {
    super(issue.message.en);
    this.name = 'XmlRefusalError';
  }
}
