import type { Globals } from 'storybook/internal/types';
import { isLanguage, pickText, type Language } from '../../engine/i18n/languages';
import { sandboxConfiguration, sandboxOfficeTypes } from '../../src/dashboard/sandbox-office';

/** What every office-type story takes: the office type (one story per file in office-types/, or chosen in the controls). */
export interface OfficeTypeArgs {
  officeType: string;
}

/** The control that picks any office type in office-types/. */
export const officeTypeArgTypes = { officeType: { control: 'select' as const, options: sandboxOfficeTypes() } };

/** The language a story runs in (the toolbar's, Hebrew by default). */
export const storyLanguage = (globals: Globals): Language => (isLanguage(globals.language) && globals.language === 'en' ? 'en' : 'he');

/** An office type's text in the story's language. */
export const officeText = (text: Parameters<typeof pickText>[0], globals: Globals): string => pickText(text, storyLanguage(globals));

/** The office type's configuration and its vocabulary in the story's language. */
export function officeOfStory(officeType: string, globals: Globals) {
  const config = sandboxConfiguration(officeType);
  const terms = config.terminology[storyLanguage(globals)] ?? config.terminology.he;
  return { config, terms };
}
