import type { PathIssue } from './issue-targets';

/** The builder's strings (`formBuilder` namespace): a key and its values. */
export type Translate = (key: string, values?: Record<string, string>) => string;

// The engine's checks speak English to the authors of office-type files; the builder says the common ones in the
// reader's language. A message not listed here (the server's, already localized, or a rare one) is shown as it is.
const RULES: { pattern: RegExp; say(match: RegExpMatchArray, t: Translate): string }[] = [
  { pattern: /^a \S+ field (needs|has no) options$/, say: (_, t) => t('issues.noOptions') },
  { pattern: /^the options \((.*)\) must match the schema's/, say: (_, t) => t('issues.optionsMismatch') },
  { pattern: /^visibleWhen must name another field of this form, not "(.*)"$/, say: (match, t) => t('issues.visibleUnknown', { field: match[1] ?? '' }) },
  { pattern: /^missing the "(\w+)" text, which the office offers$/, say: (match, t) => t('issues.missingText', { language: t(`languages.${match[1] ?? ''}`) }) },
  { pattern: /^must NOT have fewer than 1 items$/, say: (_, t) => t('issues.emptyList') },
];

/** An issue's message in the reader's language when the builder knows it, else as it came. */
export function localizeIssue(issue: PathIssue, t: Translate): PathIssue {
  for (const rule of RULES) {
    const match = issue.message.match(rule.pattern);
    if (match) return { ...issue, message: rule.say(match, t) };
  }
  return issue;
}
