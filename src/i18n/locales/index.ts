import { explorerStrings } from '../explorer-strings';
import { authStrings } from './auth';
import { commonStrings } from './common';
import type { LocaleStrings } from './locale-strings';
import { profileStrings } from './profile';
import { publicStrings } from './public';
import { settingsStrings } from './settings';
import { shellStrings } from './shell';

/** Every area's namespace; an office's vocabulary is added at run time as `<type>-terminology`. */
export const NAMESPACES = {
  common: commonStrings,
  shell: shellStrings,
  auth: authStrings,
  public: publicStrings,
  profile: profileStrings,
  settings: settingsStrings,
  explorer: explorerStrings,
} as const satisfies Record<string, LocaleStrings>;

export type Namespace = keyof typeof NAMESPACES;
