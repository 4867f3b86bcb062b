import { resolveCollection, type ResolvedCollection } from '../../../engine/modules/record-collections';
import type { FeatureModule } from '../../../engine/generated/config-types';
import type { OfficeContext } from '../../context/office-context';
import { httpError } from '../../plugins/errors';
import { mayActOnRecords, type RecordAction } from './record-permissions';
import { recordError } from './records.messages';

/** A module's records as a call reaches them: the collection resolved, and the module that holds them. */
export interface RecordsModule {
  collection: ResolvedCollection;
  holder: FeatureModule;
}

const moduleOf = (ctx: OfficeContext, id: string): FeatureModule | undefined => ctx.office.features.modules.find((module) => module.id === id);

/**
 * The records a module of the office lists, from the office's configuration: 404 for a module that is not of kind
 * "records" (or does not exist), 403 FEATURE_UNAVAILABLE for one whose feature the office has off, as the guards
 * answer every other module's routes.
 */
export function recordsModule(ctx: OfficeContext, moduleId: string): RecordsModule {
  const reached = reachModule(ctx, moduleId);
  if (!mayActOnRecords(ctx, reached.module, reached.collection, 'view')) throw recordError(403, 'RECORDS_FORBIDDEN', { ctx, collection: reached.collection });
  return { collection: reached.collection, holder: reached.holder };
}

function reachModule(ctx: OfficeContext, moduleId: string): RecordsModule & { module: FeatureModule } {
  const module = moduleOf(ctx, moduleId);
  const collection = module ? resolveCollection(ctx.office, moduleId) : undefined;
  if (!module || !collection) throw recordError(404, 'RECORDS_MODULE_NOT_FOUND', { ctx });
  const holder = moduleOf(ctx, collection.ownerId) ?? module;
  const isOff = (feature: string | undefined) => feature !== undefined && !ctx.office.enabledFeatures.includes(feature);
  if (isOff(module.feature) || isOff(holder.feature)) throw httpError(403, 'FEATURE_UNAVAILABLE');
  return { collection, holder, module };
}

/**
 * The records a module holds, for a change: a view holds none, so a change through it is 409 naming the holder;
 * a role that may read but not make this change (a viewer, a role without `<module>.<action>` or outside the
 * workflow's editors) is 403.
 */
export function recordsModuleToChange(ctx: OfficeContext, moduleId: string, action: Exclude<RecordAction, 'view'>): RecordsModule {
  const reached = recordsModule(ctx, moduleId);
  const { collection, holder } = reached;
  if (collection.ownerId !== collection.moduleId) throw recordError(409, 'RECORDS_VIEW_READ_ONLY', { ctx, collection, holder: holder.name });
  if (!mayActOnRecords(ctx, holder, collection, action)) throw recordError(403, 'RECORDS_READ_ONLY', { ctx, collection });
  return reached;
}
