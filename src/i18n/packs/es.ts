import esES from 'antd/es/locale/es_ES';
import type { LanguagePack } from '../language-pack';
import { authEs } from '../locales/auth/es';
import { commonEs } from '../locales/common/es';
import { publicEs } from '../locales/public/es';
import { shellEs } from '../locales/shell/es';

/** Spanish, loaded when chosen: every namespace of the entry, as in the Hebrew and English packs. */
export const spanishPack: LanguagePack = { language: 'es', strings: { common: commonEs, shell: shellEs, auth: authEs, public: publicEs }, antd: esES };
