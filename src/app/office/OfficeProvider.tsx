import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { isLanguage } from '../../../engine/i18n/languages';
import type { buildOfficeRuntime } from '../../../engine/runtime/build-office-runtime';
import { buildTerminologyResources } from '../../../engine/terminology/terminology';
import { useAuth } from '../auth/use-auth';
import { isTestingBypass } from '../session';
import { useThemeMode } from '../theme/use-theme-mode';
import { loadedRuntimeBuilder, loadRuntimeBuilder } from './load-runtime-builder';
import { OfficeContext, type OfficeContextValue } from './office-context';
import { fetchOfficeConfig, officeConfigKey } from './office-config-request';
import { setOfficeWords } from '../../i18n/office-words';
import { registerTerminology } from './register-terminology';

type BuildRuntime = typeof buildOfficeRuntime;

/** The runtime builder, loaded once someone signs in: visitors of the public pages never download it (or XState). */
function useRuntimeBuilder(isNeeded: boolean): BuildRuntime | undefined {
  const [builder, setBuilder] = useState<{ build: BuildRuntime } | undefined>(() => {
    const build = loadedRuntimeBuilder();
    return build ? { build } : undefined;
  });
  useEffect(() => {
    if (!isNeeded || builder) return;
    loadRuntimeBuilder()
      .then((build) => setBuilder({ build }))
      .catch((error: unknown) => console.warn('The office runtime did not load', error));
  }, [builder, isNeeded]);
  return builder?.build;
}

/**
 * Loads the office configuration (spec 1 §4, §7): the whole of it for a signed-in user, the public part
 * before sign-in, for the office this address names. Builds the runtime and puts the vocabulary into i18next.
 * A failure is logged, never replaced by an invented office (decision 5).
 */
export function OfficeProvider({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const { i18n } = useTranslation();
  const { mode } = useThemeMode();
  const key = officeConfigKey(auth);
  const isWaiting = key !== null;
  const { data, error, isLoading, mutate } = useSWR(key, fetchOfficeConfig, {
    revalidateOnFocus: false,
    // What the start-up fetched for this key is fresh: no second request for it on mount.
    revalidateIfStale: false,
    shouldRetryOnError: false,
  });

  useEffect(() => {
    if (error) console.warn('The office configuration did not load; the page goes on without it', error);
  }, [error]);

  // Asked for as soon as someone is signed in, alongside the configuration rather than after it.
  const build = useRuntimeBuilder(auth.phase === 'signed-in' || data?.isPublic === false);
  const language = isLanguage(i18n.language) ? i18n.language : 'he';
  const roles = useMemo(() => {
    if (auth.user) return [auth.user.role, ...(auth.user.professionalRole ? [auth.user.professionalRole] : [])];
    return isTestingBypass() ? ['admin'] : [];
  }, [auth.user]);

  const value = useMemo<OfficeContextValue>(() => {
    const terminology = data ? buildTerminologyResources(data, [data.id]) : undefined;
    if (terminology) registerTerminology(i18n, terminology);
    setOfficeWords(terminology?.namespace);
    const runtime = data && !data.isPublic && build ? build(data, { language, roles, mode, knownTypes: [data.id] }) : undefined;
    return {
      ...(data ? { office: data } : {}),
      ...(runtime ? { runtime } : {}),
      ...(terminology ? { terminology } : {}),
      // A signed-in office is loaded once its runtime is built too.
      isLoading: isWaiting && (isLoading || (data?.isPublic === false && !build)),
      ...(error ? { error: error as Error } : {}),
      retry: () => void mutate(),
    };
  }, [build, data, error, i18n, isLoading, isWaiting, language, mode, mutate, roles]);

  return <OfficeContext.Provider value={value}>{children}</OfficeContext.Provider>;
}
