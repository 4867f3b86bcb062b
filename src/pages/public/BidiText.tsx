import { Fragment } from 'react';
import { isRtl } from '../../../engine/i18n/languages';
import { useLanguage } from './use-language';

const CODE = '`[^`]+`';
const EMAIL = '[\\w.+-]+@[\\w-]+(?:\\.[\\w-]+)+';
// In right-to-left text, also web addresses, paths, section numbers such as 6(1)(b), and runs of Latin letters
// and digits with the spaces between them (RFC 6238, AES-256-GCM, 24/7): each an isolated left-to-right run.
const LTR_ONLY = [
  'https?://[\\w.:/?=&%-]*[\\w/]',
  '(?<![\\w.])/[A-Za-z][\\w./?=&-]*\\w',
  '\\d+(?:\\([0-9a-z]+\\))+',
  '[A-Za-z0-9][\\w./:%+=-]*(?:\\s+[A-Za-z0-9][\\w./:%+=-]*)*(?<![.:=-])',
];
const SPLIT_RTL = new RegExp(`(${[CODE, EMAIL, ...LTR_ONLY].join('|')})`, 'g');
const SPLIT_LTR = new RegExp(`(${[CODE, EMAIL].join('|')})`, 'g');
const IS_EMAIL = new RegExp(`^${EMAIL}$`);

/**
 * A text of the content files: `code` in backticks and e-mail addresses (as mail links) always, and in
 * right-to-left languages every left-to-right run too, isolated in <bdi> so that it keeps its own order.
 */
export function BidiText({ text }: { text: string }) {
  const isRightToLeft = isRtl(useLanguage());
  const parts = text.split(isRightToLeft ? SPLIT_RTL : SPLIT_LTR);
  return (
    <>
      {parts.map((part, index) => {
        if (index % 2 === 0) return <Fragment key={index}>{part}</Fragment>;
        if (part.startsWith('`')) {
          return (
            <bdi key={index} className="ltr-text">
              <code className="public-code">{part.slice(1, -1)}</code>
            </bdi>
          );
        }
        if (IS_EMAIL.test(part)) {
          return (
            <a key={index} href={`mailto:${part}`}>
              <bdi className="ltr-text">{part}</bdi>
            </a>
          );
        }
        return (
          <bdi key={index} className="ltr-text">
            {part}
          </bdi>
        );
      })}
    </>
  );
}
