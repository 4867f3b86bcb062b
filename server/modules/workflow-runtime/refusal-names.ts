import type { LocalizedText } from '../../../engine/generated/config-types';
import { LANGUAGES, localize } from '../../../engine/i18n/languages';
import type { ResolvedCollection } from '../../../engine/modules/record-collections';
import { isPlatformRole, PLATFORM_ROLE_NAMES } from '../../../engine/roles';
import { termFor } from '../../../engine/terminology/terminology';
import { wordRefusal, type RefusalNames, type TransitionRefusal } from '../../../engine/workflows/transition-messages';
import type { OfficeContext } from '../../context/office-context';

/** The office's names for what a workflow's refusal names: its roles, and the collection's record ("this claim"). */
export function refusalNames(ctx: OfficeContext, collection: Pick<ResolvedCollection, 'terms'>): RefusalNames {
  const roles = ctx.office.security.roles;
  const record: LocalizedText = localize(LANGUAGES, (language) => termFor(ctx.office, collection.terms.singular, language)?.toLocaleLowerCase(language) ?? '');
  return {
    role: (id) => (isPlatformRole(id) ? PLATFORM_ROLE_NAMES[id] : roles.find((role) => role.id === id)?.name),
    ...(Object.values(record).every(Boolean) ? { record } : {}),
  };
}

/** A refusal of the engine worded with the office's names for its roles and records. */
export function officeRefusal(ctx: OfficeContext, collection: Pick<ResolvedCollection, 'terms'>, found: TransitionRefusal): TransitionRefusal {
  return wordRefusal(found, refusalNames(ctx, collection));
}
