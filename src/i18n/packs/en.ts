import enUS from 'antd/es/locale/en_US';
import type { LanguagePack } from '../language-pack';
import { authEn } from '../locales/auth/en';
import { commonEn } from '../locales/common/en';
import { publicEn } from '../locales/public/en';
import { shellEn } from '../locales/shell/en';

/** English, loaded when chosen (antd's English is its default, in the entry whatever the language). */
export const englishPack: LanguagePack = { language: 'en', strings: { common: commonEn, shell: shellEn, auth: authEn, public: publicEn }, antd: enUS };
