import { RECORD_BADGE_FIGURES, isRecordBadgeFigure, recordBadgeSource } from '../../dashboard/record-badges';
import { moduleKind } from '../../modules/module-kinds';
import type { CheckContext } from './check-context';

/** A badge that names a module's records (`records.<module>.<figure>`) names a module of kind records and a known figure. */
export function checkRecordBadge(context: CheckContext, source: string, at: string): void {
  const named = recordBadgeSource(source);
  if (!named) return;
  const module = context.office.features.modules.find((candidate) => candidate.id === named.module);
  if (!module) context.report(at, `"${source}" names no module: "${named.module}" is not in features.modules`);
  else if (moduleKind(module) !== 'records') context.report(at, `"${source}" names module "${module.id}" of kind "${moduleKind(module)}"; a records badge names a module of kind "records"`);
  if (!isRecordBadgeFigure(named.figure)) context.report(at, `"${source}" names no figure of the records: "${named.figure}"; use one of ${RECORD_BADGE_FIGURES.join(', ')}`);
}
