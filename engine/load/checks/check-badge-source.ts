import { FIXED_BADGE_SOURCES, RECORD_BADGE_FORM, isFixedBadgeSource } from '../../dashboard/badge-sources';
import { RECORD_BADGE_FIGURES, isRecordBadgeFigure, recordBadgeSource } from '../../dashboard/record-badges';
import { moduleKind } from '../../modules/module-kinds';
import type { CheckContext } from './check-context';

/**
 * A badge's source is a declared one (engine/dashboard/badge-sources.ts): a fixed source, or `records.<module>.<figure>`
 * naming a module of kind records and a known figure. Anything else would show nothing, and is refused.
 */
export function checkBadgeSource(context: CheckContext, source: string, at: string): void {
  if (isFixedBadgeSource(source)) return;
  const named = recordBadgeSource(source);
  if (!named) {
    context.report(at, `unknown badge source "${source}"; use one of ${Object.keys(FIXED_BADGE_SOURCES).join(', ')} or ${RECORD_BADGE_FORM}`);
    return;
  }
  const module = context.office.features.modules.find((candidate) => candidate.id === named.module);
  if (!module) context.report(at, `"${source}" names no module: "${named.module}" is not in features.modules`);
  else if (moduleKind(module) !== 'records') context.report(at, `"${source}" names module "${module.id}" of kind "${moduleKind(module)}"; a records badge names a module of kind "records"`);
  if (!isRecordBadgeFigure(named.figure)) context.report(at, `"${source}" names no figure of the records: "${named.figure}"; use one of ${RECORD_BADGE_FIGURES.join(', ')}`);
}
