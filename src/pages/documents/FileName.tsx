import { useTranslation } from 'react-i18next';

/**
 * A document's or file's name, isolated from the text around it and laid out in the screen's direction, so that its
 * extension ends the line as the screen reads: "דוח רבעוני.pdf" keeps .pdf at the right on an English screen and at
 * the left on a Hebrew one, and a Latin name reads as written on both.
 */
export function FileName({ name }: { name: string }) {
  const { i18n } = useTranslation();
  return (
    <bdi dir={i18n.dir()} data-file-name="">
      {name}
    </bdi>
  );
}
