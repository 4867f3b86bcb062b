import type { ReactNode } from 'react';
import { ok, type MemoryRoutes } from '../../../dashboard/in-memory-fetcher';
import { sandboxConfiguration } from '../../../dashboard/sandbox-office';
import { WidgetSandbox } from '../../../dashboard/WidgetSandbox';
import type { Overrides } from '../office-settings/office-settings-types';

/** What the sandbox's API answers for the office settings: the saved overrides, or any answer (pending, failing). */
export interface SettingsSandboxProps {
  overrides?: Overrides;
  settingsAnswer?: unknown;
  officeType?: string;
  children: ReactNode;
}

/** An admin settings section's world for tests and stories: a real office, its saved settings and its office type, in memory. */
export function SettingsSandbox({ overrides = {}, settingsAnswer, officeType = 'legal', children }: SettingsSandboxProps) {
  const routes: MemoryRoutes = {
    '/admin/office': settingsAnswer ?? { data: { officeType, version: 3, overrides } },
    [`/office-types/${officeType}`]: ok(sandboxConfiguration(officeType)),
  };
  return (
    <WidgetSandbox routes={routes} officeType={officeType} path="/admin">
      {children}
    </WidgetSandbox>
  );
}
