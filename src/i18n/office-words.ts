import type { i18n as I18n } from 'i18next';
import { isLanguage } from '../../engine/i18n/languages';
import { fillTerms } from '../../engine/terminology/fill-terms';
import { SHARED_WORDS } from '../../engine/terminology/shared-words';

let officeNamespace: string | undefined;

/** Names the vocabulary namespace (`<type>-terminology`) of the office this tab shows: its words fill the screens' texts. */
export function setOfficeWords(namespace: string | undefined): void {
  officeNamespace = namespace;
}

/**
 * i18next's missingInterpolationHandler: a screen text's {{clients}}, {{Documents}} or {{leads}} that the caller did
 * not pass is the office's word (its renamed one included), else the word every office shares; in a sentence it is
 * lower case, capitalised as {{Clients}} (the office texts' rule, engine/terminology/fill-terms.ts). Any other
 * missing value is left as written.
 */
export function officeWordHandler(i18n: I18n) {
  return (_text: string, match: RegExpExecArray | string[], options?: { lng?: unknown }): string => {
    const placeholder = match[0] ?? '';
    const requested = options?.lng ?? i18n.language;
    const language = isLanguage(requested) ? requested : 'he';
    return fillTerms(
      placeholder.replace(/\{\{\s*(\w+)\s*\}\}/, '{{$1}}'),
      (key) => {
        if (officeNamespace && i18n.exists(key, { ns: officeNamespace, lng: language })) return i18n.t(key, { ns: officeNamespace, lng: language });
        return SHARED_WORDS[key]?.[language];
      },
      language,
    );
  };
}
