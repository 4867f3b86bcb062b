import { Header, Paragraph } from 'docx';
import type { TemplatePlaceholder } from '../../engine/documents/template-placeholders';
import type { OfficeLook } from '../pdf/page-frame';
import { SIZES } from './docx-blocks';
import { runsOf } from './docx-text';

/**
 * The office on every page: its logo where it has one, its name in its colour, and its e-mail and phone (the facts the PDF's placeholders read)
 * on the line under it, on the reading side.
 */
export function officeHeader(office: OfficeLook, values: Partial<Record<TemplatePlaceholder, string>>, isRtl: boolean, accent: string | undefined, logo?: Paragraph): Header {
  // The office's facts by their placeholders' names, as template-facts writes them.
  const fact = (name: 'email' | 'phone'): string | undefined => values[['office', name].join('.') as TemplatePlaceholder];
  const contact = [fact('email'), fact('phone')]
    .filter((part): part is string => Boolean(part?.trim()))
    .join(' · ');
  return new Header({
    children: [
      ...(logo ? [logo] : []),
      new Paragraph({ bidirectional: isRtl, children: runsOf([office.name], { size: SIZES.heading, isRtl, isBold: true, ...(accent ? { color: accent } : {}) }) }),
      ...(contact ? [new Paragraph({ bidirectional: isRtl, children: runsOf([contact], { size: SIZES.header, isRtl, color: '555555' }) })] : []),
    ],
  });
}
