import esES from 'antd/es/locale/es_ES';
import type { LanguagePack } from '../language-pack';
import { authEs } from '../locales/auth/es';
import { commonEs } from '../locales/common/es';

/** Spanish, loaded when chosen: the shell's and the public area's words are not written in it and show in Hebrew. */
export const spanishPack: LanguagePack = { language: 'es', strings: { common: commonEs, auth: authEs }, antd: esES };
