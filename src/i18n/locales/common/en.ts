import type { StringTree } from '../locale-strings';

/** Words every area uses, in English (the namespace is ../common.ts). */
export const commonEn = {
  yes: 'Yes',
  no: 'No',
  loading: 'Loading…',
  retry: 'Try again',
  save: 'Save',
  cancel: 'Cancel',
  close: 'Close',
  back: 'Back',
  continue: 'Continue',
  loadFailed: 'Could not load',
  languages: { he: 'עברית', en: 'English', es: 'Español' },
  language: 'Language',
  theme: { toLight: 'Switch to light mode', toDark: 'Switch to dark mode' },
  appName: 'Lishka',
} as const satisfies StringTree;
