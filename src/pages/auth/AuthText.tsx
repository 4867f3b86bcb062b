import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';

/** A value's stand-in while the text is cut at its <bdi> tags: the values go in afterwards, as text, never parsed. */
const standIn = (name: string): string => `\uE000${name}\uE000`;

/**
 * A text of the auth namespace whose values (e-mail addresses, codes, office names) sit in <bdi>, isolated from the
 * sentence's direction. react-i18next's Trans did this, with an HTML parser the sign-in pages need for <bdi> alone.
 */
export function AuthText({ i18nKey, values }: { i18nKey: string; values: Record<string, string | number> }) {
  const { t } = useTranslation('auth');
  const text = t(i18nKey, Object.fromEntries(Object.keys(values).map((name) => [name, standIn(name)])));
  const fill = (part: string): string => part.replace(/\uE000(\w+)\uE000/g, (_, name: string) => String(values[name] ?? ''));
  // Split by a capturing group: every odd part is what a <bdi> held.
  return text.split(/<bdi>(.*?)<\/bdi>/).map((part, index) => (index % 2 === 1 ? <bdi key={index}>{fill(part)}</bdi> : <Fragment key={index}>{fill(part)}</Fragment>));
}
