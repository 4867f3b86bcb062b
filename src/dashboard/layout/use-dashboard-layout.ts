import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { useServerAction, type ServerAction } from '../../app/actions/use-server-action';
import { api } from '../../app/session';
import { isSameLayout } from './grid-coordinates';
import { LAYOUT_PATH, OFFICE_LAYOUT_PATH, type DashboardLayout, type LayoutAnswer, type LayoutChanged, type StoredItem, type StoredPlace } from './layout-types';

/** The dashboard's layout: the saved one (or the office type's when it cannot be read), the user's unsaved changes, and how to save or reset. */
export interface DashboardLayoutState {
  items: StoredItem[];
  layout?: DashboardLayout;
  isLoading: boolean;
  loadError?: unknown;
  isDirty: boolean;
  action: ServerAction;
  change(places: StoredPlace[]): void;
  discard(): void;
  save(): Promise<boolean>;
  saveForOffice(): Promise<boolean>;
  reset(): Promise<boolean>;
  resetOffice(): Promise<boolean>;
}

// The draft keeps its places; the smallest sizes come from what the server said (or the office type's).
const withSizes = (places: readonly StoredPlace[], sized: readonly StoredItem[]): StoredItem[] =>
  places.map((place) => {
    const known = sized.find((item) => item.i === place.i);
    return { ...place, minW: known?.minW ?? 1, minH: known?.minH ?? 1 };
  });

/** The member's dashboard layout from GET /api/dashboard/layout, with `fallback` (the office type's places) until it answers or when it fails. */
export function useDashboardLayout(fallback: StoredItem[]): DashboardLayoutState {
  const { t } = useTranslation('dashboard');
  const { data, error, isLoading, mutate } = useSWR<LayoutAnswer>(LAYOUT_PATH, { revalidateOnFocus: false, refreshInterval: 0 });
  const [draft, setDraft] = useState<StoredPlace[]>();
  const action = useServerAction();
  const saved = useMemo(() => data?.data.items ?? fallback, [data, fallback]);
  const items = useMemo(() => (draft ? withSizes(draft, saved) : saved), [draft, saved]);
  const isDirty = draft !== undefined && !isSameLayout(draft, saved);

  const change = useCallback((places: StoredPlace[]) => setDraft((current) => (isSameLayout(places, current ?? saved) ? current : places)), [saved]);
  const discard = useCallback(() => setDraft(undefined), []);
  const places = (): StoredPlace[] => items.map(({ i, x, y, w, h }) => ({ i, x, y, w, h }));

  // The answer of a change is the layout now shown: it replaces SWR's copy; an office change may not be what this member sees.
  const apply = async (answer: LayoutAnswer, isOwn: boolean) => {
    setDraft(undefined);
    await (isOwn ? mutate(answer, { revalidate: false }) : mutate());
  };
  const runChange = async (call: () => Promise<LayoutAnswer>, success: string, isOwn: boolean) => (await action.run(call, { success, after: (answer) => apply(answer, isOwn) })) !== undefined;

  return {
    items,
    ...(data ? { layout: data.data } : {}),
    isLoading,
    loadError: error,
    isDirty,
    action,
    change,
    discard,
    save: () => runChange(() => api.put<LayoutChanged>(LAYOUT_PATH, { items: places() }), t('grid.saved'), true),
    saveForOffice: () => runChange(() => api.put<LayoutChanged>(OFFICE_LAYOUT_PATH, { items: places() }), t('grid.savedForOffice'), false),
    reset: () => runChange(() => api.delete<LayoutChanged>(LAYOUT_PATH), t('grid.resetDone'), true),
    resetOffice: () => runChange(() => api.delete<LayoutChanged>(OFFICE_LAYOUT_PATH), t('grid.resetOfficeDone'), false),
  };
}
