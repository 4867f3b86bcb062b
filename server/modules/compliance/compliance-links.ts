import type { FeatureModule, FormDefinition, LocalizedText } from '../../../engine/generated/config-types';
import { resolveCollection } from '../../../engine/modules/record-collections';
import { clientListPath } from '../../../engine/routing/app-routes';
import { pathOnly } from '../../../engine/routing/route-gating';
import { stageName } from '../../../engine/workflows/transition-messages';
import type { OfficeContext } from '../../context/office-context';

/** Where the team's members are managed: the findings about members open it. */
export const TEAM_PATH = '/admin/team';

/** The path of a record's screen: its module's, or its client's for a client's workflow run; null when neither is known. */
export function recordLink(modules: readonly FeatureModule[], record: { id: string; module: string | null; subjectClientId?: string | null }): string | null {
  const module = record.module ? modules.find((candidate) => candidate.id === record.module) : undefined;
  if (module) return `${pathOnly(module.route)}/${record.id}`;
  return record.subjectClientId ? `${clientListPath(modules)}/${record.subjectClientId}` : null;
}

/** The path of a client's screen (medical's /patients/…). */
export function clientLink(modules: readonly FeatureModule[], clientId: string): string {
  return `${clientListPath(modules)}/${clientId}`;
}

/** A stage's name in every language, from its module's workflow; null when the module has none. */
export function stageText(ctx: OfficeContext, moduleId: string | null, stage: string | null): LocalizedText | null {
  if (!moduleId || !stage) return null;
  const workflow = resolveCollection(ctx.office, moduleId)?.workflow;
  return workflow ? stageName(workflow, stage) : null;
}

/**
 * The consent fields of a form: the boxes it requires to be ticked (a required boolean whose only accepted value is
 * true). Read from the form's schema, so an office names its consents as it likes.
 */
export function consentFields(form: FormDefinition): string[] {
  const required = new Set(form.schema.required ?? []);
  return Object.entries(form.schema.properties as Record<string, unknown>)
    .filter(([name, field]) => required.has(name) && typeof field === 'object' && field !== null && (field as { type?: unknown }).type === 'boolean' && (field as { const?: unknown }).const === true)
    .map(([name]) => name);
}
