import heIL from 'antd/es/locale/he_IL';
import type { LanguagePack } from '../language-pack';
import { authHe } from '../locales/auth/he';
import { commonHe } from '../locales/common/he';
import { publicHe } from '../locales/public/he';
import { shellHe } from '../locales/shell/he';

/** Hebrew: the first language, and the fallback of the others, in the entry. */
export const hebrewPack: LanguagePack = { language: 'he', strings: { common: commonHe, shell: shellHe, auth: authHe, public: publicHe }, antd: heIL };
