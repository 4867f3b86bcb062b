import type { StringTree } from '../locale-strings';

/** Words every area uses, in Hebrew (the namespace is ../common.ts). */
export const commonHe = {
  loading: 'טוען…',
  yes: 'כן',
  no: 'לא',
  retry: 'לנסות שוב',
  save: 'שמירה',
  cancel: 'ביטול',
  close: 'סגירה',
  back: 'חזרה',
  continue: 'המשך',
  loadFailed: 'הטעינה נכשלה',
  languages: { he: 'עברית', en: 'English', es: 'Español' },
  language: 'שפה',
  theme: { toLight: 'מעבר למצב בהיר', toDark: 'מעבר למצב כהה' },
  appName: 'לשכה',
} as const satisfies StringTree;
