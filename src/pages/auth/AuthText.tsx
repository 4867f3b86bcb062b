import { Trans } from 'react-i18next';

/** A text of the auth namespace whose values (e-mail addresses, codes, office names) sit in <bdi>, isolated from the sentence's direction. */
export function AuthText({ i18nKey, values }: { i18nKey: string; values: Record<string, string | number> }) {
  return <Trans ns="auth" i18nKey={i18nKey} values={values} components={{ bdi: <bdi /> }} />;
}
