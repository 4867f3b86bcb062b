import { useTranslation } from 'react-i18next';

// Hebrew's and Arabic's letters: a name holding none is written left to right whatever the screen's direction.
const RIGHT_TO_LEFT_LETTER = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/;

/** The direction a file's name is laid out in: a left-to-right name (digits and underscores too) as written, any other in the screen's. */
export const fileNameDirection = (name: string, screen: 'ltr' | 'rtl'): 'ltr' | 'rtl' => (RIGHT_TO_LEFT_LETTER.test(name) ? screen : 'ltr');

/**
 * A document's or file's name, isolated from the text around it. A name with right-to-left letters is laid out in the
 * screen's direction, so that its extension ends the line as the screen reads ("דוח רבעוני.pdf" keeps .pdf at the
 * right on an English screen and at the left on a Hebrew one); any other reads as written on both, where a Hebrew
 * line would break "512345678_002_20250228.xml" into reversed groups of digits.
 */
export function FileName({ name }: { name: string }) {
  const { i18n } = useTranslation();
  return (
    <bdi dir={fileNameDirection(name, i18n.dir())} data-file-name="">
      {name}
    </bdi>
  );
}
