import { createContext, useContext } from 'react';
import type { OfficeRuntime } from '../../../engine/runtime/build-office-runtime';
import type { TerminologyResources } from '../../../engine/terminology/terminology';
import type { OfficeData } from './office-data';

/** The office this tab shows: its data, the runtime once signed in, and how loading went. */
export interface OfficeContextValue {
  office?: OfficeData;
  /** Built from the whole configuration; absent before sign-in, while loading, or when loading failed. */
  runtime?: OfficeRuntime;
  terminology?: TerminologyResources;
  isLoading: boolean;
  error?: Error;
  retry(): void;
}

/** The office context; the provider is OfficeProvider. */
export const OfficeContext = createContext<OfficeContextValue | undefined>(undefined);

/** The office this tab shows. Throws outside OfficeProvider. */
export function useOffice(): OfficeContextValue {
  const value = useContext(OfficeContext);
  if (!value) throw new Error('useOffice must be used inside OfficeProvider');
  return value;
}
