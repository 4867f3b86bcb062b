import { useMemo } from 'react';
import type { FeatureModule, FormDefinition, SchedulingPolicy } from '../../../engine/generated/config-types';
import { moduleKind } from '../../../engine/modules/module-kinds';
import { clientListPath } from '../../../engine/routing/app-routes';
import { pathOnly } from '../../../engine/routing/route-gating';
import { useOffice } from '../../app/office/office-context';

/** A calendar module as its screens need it: the module, the office's booking form and scheduling policy, and where things open. */
export interface CalendarModule {
  module: FeatureModule;
  /** The module's own path (/appointments). */
  path: string;
  /** The office's booking form (forms.appointmentBooking). */
  form: FormDefinition;
  /** The office's scheduling policy: working hours, default length, buffer. */
  policy: SchedulingPolicy;
  /** The office's client list path (/patients for a clinic), for an entry's client link. */
  clientPath: string;
}

/** The calendar module with this id, from the office's configuration; undefined while it loads or for no such module. */
export function useCalendarModule(moduleId: string): CalendarModule | undefined {
  const config = useOffice().runtime?.config;
  return useMemo(() => {
    const module = config?.features.modules.find((candidate) => candidate.id === moduleId);
    if (!config || !module || moduleKind(module) !== 'calendar') return undefined;
    return { module, path: pathOnly(module.route), form: config.forms.appointmentBooking, policy: config.settings.scheduling, clientPath: clientListPath(config.features.modules) };
  }, [config, moduleId]);
}
