import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '../../../engine/i18n/languages';
import { changeLanguage } from '../../i18n/i18n';
import type { SigningSession } from './signing-api';

/** Turns the page to the participant's language once, when their link first opens; the switch may change it after. */
export function useParticipantLanguage(token: string, session: SigningSession | undefined): void {
  const { i18n } = useTranslation();
  const switched = useRef<string>(undefined);
  const language = session?.language;
  useEffect(() => {
    if (!language || switched.current === token) return;
    switched.current = token;
    if (isLanguage(language) && language !== i18n.language) void changeLanguage(language);
  }, [i18n, language, token]);
}
