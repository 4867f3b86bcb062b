import { useCallback, useState } from 'react';
import useSWR from 'swr';
import { ApiError, type FieldError } from '../../../api/api-error';
import { useServerAction, type ServerAction } from '../../../app/actions/use-server-action';
import { useOffice } from '../../../app/office/office-context';
import { api } from '../../../app/session';
import { OFFICE_SETTINGS_PATH, type FieldProblem, type OfficeSettings, type OfficeSettingsAnswer, type Overrides, type SavedSettings } from './office-settings-types';

/** The office's settings as the admin panels edit them, and how to save a change. */
export interface OfficeSettingsState {
  settings?: OfficeSettings;
  isLoading: boolean;
  loadError?: unknown;
  reload(): void;
  action: ServerAction;
  /** The field problems of the last save the server refused (400), in the current language, for the panels to show at their fields. */
  fieldErrors: readonly FieldError[];
  /** The warnings of the last save (they do not block it). */
  warnings: FieldProblem[];
  /** Whether the last save failed because another admin saved first (the settings are reloaded). */
  isStale: boolean;
  /**
   * Saves the overrides that `change` makes of the saved ones, from the version they were read at. On success every
   * page of this tab runs on the new settings (the office configuration is fetched again).
   */
  save(change: (overrides: Overrides) => Overrides): Promise<SavedSettings | undefined>;
}

/** GET and PUT /api/admin/office for the admin's panels. */
export function useOfficeSettings(): OfficeSettingsState {
  const office = useOffice();
  const { data, error, isLoading, mutate } = useSWR<OfficeSettingsAnswer>(OFFICE_SETTINGS_PATH, { revalidateOnFocus: false });
  const action = useServerAction();
  const [fieldErrors, setFieldErrors] = useState<readonly FieldError[]>([]);
  const [warnings, setWarnings] = useState<FieldProblem[]>([]);
  const [isStale, setStale] = useState(false);
  const settings = data?.data;

  const save = useCallback(
    async (change: (overrides: Overrides) => Overrides) => {
      if (!settings) return undefined;
      setFieldErrors([]);
      setStale(false);
      const answer = await action.run(
        async () => {
          try {
            return await api.put<SavedSettings>(OFFICE_SETTINGS_PATH, { overrides: change(structuredClone(settings.overrides)), baseVersion: settings.version });
          } catch (caught) {
            if (caught instanceof ApiError) setFieldErrors(caught.fieldErrors);
            if (caught instanceof ApiError && caught.status === 409) {
              setStale(true);
              await mutate();
            }
            throw caught;
          }
        },
        {
          after: async (saved) => {
            setWarnings(saved.data.warnings);
            await mutate({ success: true, data: { officeType: saved.data.officeType, version: saved.data.version, overrides: saved.data.overrides } }, { revalidate: false });
            office.retry();
          },
        },
      );
      return answer;
    },
    [action, mutate, office, settings],
  );

  return {
    ...(settings ? { settings } : {}),
    isLoading,
    loadError: error,
    reload: () => void mutate(),
    action,
    fieldErrors,
    warnings,
    isStale,
    save,
  };
}
