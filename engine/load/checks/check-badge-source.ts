import { FIXED_BADGE_SOURCES, MODULE_BADGE_SOURCES, isFixedBadgeSource, moduleBadgeForm, moduleBadgeSource } from '../../dashboard/badge-sources';
import { moduleKind } from '../../modules/module-kinds';
import type { CheckContext } from './check-context';

/**
 * A badge's source is a declared one (engine/dashboard/badge-sources.ts): a fixed source, or `<kind>.<module>.<figure>`
 * naming a module of that kind's module kind and one of its figures. Anything else would show nothing, and is refused.
 */
export function checkBadgeSource(context: CheckContext, source: string, at: string): void {
  if (isFixedBadgeSource(source)) return;
  const named = moduleBadgeSource(source);
  if (!named) {
    const forms = Object.keys(MODULE_BADGE_SOURCES).map(moduleBadgeForm);
    context.report(at, `unknown badge source "${source}"; use one of ${[...Object.keys(FIXED_BADGE_SOURCES), ...forms.slice(0, -1)].join(', ')} or ${forms.at(-1)}`);
    return;
  }
  const declared = MODULE_BADGE_SOURCES[named.kind];
  const module = context.office.features.modules.find((candidate) => candidate.id === named.module);
  if (!module) context.report(at, `"${source}" names no module: "${named.module}" is not in features.modules`);
  else if (moduleKind(module) !== declared.moduleKind) {
    context.report(at, `"${source}" names module "${module.id}" of kind "${moduleKind(module)}"; a ${named.kind} badge names a module of kind "${declared.moduleKind}"`);
  }
  if (!Object.hasOwn(declared.figures, named.figure)) {
    context.report(at, `"${source}" names no figure of the ${named.kind}: "${named.figure}"; use one of ${Object.keys(declared.figures).join(', ')}`);
  }
}
