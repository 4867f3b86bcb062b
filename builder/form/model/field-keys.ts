import type { FormField, LocalizedText } from '../../../engine/generated/config-types';
import type { BuilderForm } from './builder-form';

/** The copy suffix of a duplicated field's label, by language (spec 2 §4). */
export const COPY_SUFFIX: Readonly<Record<string, string>> = { he: '(עותק)', en: '(copy)', es: '(copia)' };

/** A key no field of the form has: the base, then base2, base3… (a new field of a type: text1, text2…). */
export function freeKey(form: BuilderForm, base: string, startAtOne = true): string {
  const stem = base.replace(/[^a-zA-Z0-9]/g, '');
  if (!startAtOne && !(stem in form.fields)) return stem;
  let number = startAtOne ? 1 : 2;
  while (`${stem}${number}` in form.fields) number += 1;
  return `${stem}${number}`;
}

/** The key of a field's copy: phone → phoneCopy, then phoneCopy2… */
export const copyKey = (form: BuilderForm, key: string): string => freeKey(form, `${key}Copy`, false);

/** A label with the copy suffix in each of its languages. */
export function copyLabel(label: LocalizedText): LocalizedText {
  const copy: Record<string, string> = {};
  for (const [language, text] of Object.entries(label)) if (typeof text === 'string') copy[language] = `${text} ${COPY_SUFFIX[language] ?? COPY_SUFFIX.en}`;
  return copy as unknown as LocalizedText;
}

/** The form with a field's key changed everywhere it is named: its entry, its section, the conditions on it. */
export function renameReferences(form: BuilderForm, from: string, to: string): BuilderForm {
  const fields: BuilderForm['fields'] = {};
  for (const [key, built] of Object.entries(form.fields)) {
    const field: FormField = built.field.visibleWhen?.field === from ? { ...built.field, visibleWhen: { ...built.field.visibleWhen, field: to } } : built.field;
    const newKey = key === from ? to : key;
    fields[newKey] = { ...built, key: newKey, field };
  }
  const sections = form.sections.map((section) => (section.fields.includes(from) ? { ...section, fields: section.fields.map((key) => (key === from ? to : key)) } : section));
  return { ...form, fields, sections };
}
