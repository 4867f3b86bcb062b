import { ownCollections, resolveCollection, type ResolvedCollection } from '../../../engine/modules/record-collections';
import type { FeatureModule } from '../../../engine/generated/config-types';
import type { OfficeContext } from '../../context/office-context';
import { httpError, type HttpError } from '../../plugins/errors';
import { mayActOnRecords, type RecordAction } from './record-permissions';
import { recordError } from './records.messages';

/** A module's records as a call reaches them: the collection resolved, and the module that holds them. */
export interface RecordsModule {
  collection: ResolvedCollection;
  holder: FeatureModule;
}

const moduleOf = (ctx: OfficeContext, id: string): FeatureModule | undefined => ctx.office.features.modules.find((module) => module.id === id);

// The module's records as the caller reaches them, or why not: 404 for a module that is not of kind "records" (or
// does not exist), 403 FEATURE_UNAVAILABLE for one whose feature the office has off, 403 RECORDS_FORBIDDEN for a
// caller whose roles may not see them.
function reach(ctx: OfficeContext, moduleId: string): RecordsModule | HttpError {
  const module = moduleOf(ctx, moduleId);
  const collection = module ? resolveCollection(ctx.office, moduleId) : undefined;
  if (!module || !collection) return recordError(404, 'RECORDS_MODULE_NOT_FOUND', { ctx });
  const holder = moduleOf(ctx, collection.ownerId) ?? module;
  const isOff = (feature: string | undefined) => feature !== undefined && !ctx.office.enabledFeatures.includes(feature);
  if (isOff(module.feature) || isOff(holder.feature)) return httpError(403, 'FEATURE_UNAVAILABLE');
  if (!mayActOnRecords(ctx, module, collection, 'view')) return recordError(403, 'RECORDS_FORBIDDEN', { ctx, collection });
  return { collection, holder };
}

/**
 * The records a module of the office lists, from the office's configuration, as the guards answer every other
 * module's routes: 404 for no such module of records, 403 for a feature off or roles that may not see them.
 */
export function recordsModule(ctx: OfficeContext, moduleId: string): RecordsModule {
  const reached = reach(ctx, moduleId);
  if (reached instanceof Error) throw reached;
  return reached;
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

/**
 * Every collection of the office that holds records of its own and that the caller may see now: its module's
 * feature on, and the caller's roles permitted (the same rules as `recordsModule`, without refusing).
 */
export function readableCollections(ctx: OfficeContext): RecordsModule[] {
  return ownCollections(ctx.office).flatMap((collection) => {
    const reached = reach(ctx, collection.moduleId);
    return reached instanceof Error ? [] : [reached];
  });
}
