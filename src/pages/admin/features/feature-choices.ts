import catalogueJson from '../../../../engine/features/feature-catalogue.json';
import type { FeatureCatalogue, FeatureFlagDefinition } from '../../../../engine/generated/config-types';
import { enabledFeatureIds, resolveFeatureFlags } from '../../../../engine/features/resolve-features';
import type { OfficeConfiguration } from '../../../../engine/resolve/resolve-office';
import type { Overrides } from '../office-settings/office-settings-types';

/** The office's own feature choices: the flags it forces on and those it forces off (overrides.features). */
export interface FeatureChoices {
  enabled: string[];
  disabled: string[];
}

/** What an admin can choose for a flag: on, off, or whatever the office type says. */
export type FeatureChoice = 'on' | 'off' | 'default';

const CATALOGUE = catalogueJson as FeatureCatalogue;

/** The office's feature choices as saved in its overrides. */
export function choicesFrom(overrides: Overrides): FeatureChoices {
  const features = (overrides.features ?? {}) as Partial<FeatureChoices>;
  return { enabled: [...(features.enabled ?? [])], disabled: [...(features.disabled ?? [])] };
}

/** The choices with one flag forced on, off, or back to the office type's default (in neither list). */
export function choose(choices: FeatureChoices, id: string, choice: FeatureChoice): FeatureChoices {
  const enabled = choices.enabled.filter((flag) => flag !== id);
  const disabled = choices.disabled.filter((flag) => flag !== id);
  if (choice === 'on') enabled.push(id);
  if (choice === 'off') disabled.push(id);
  return { enabled, disabled };
}

/** What the office chose for a flag. */
export function choiceOf(choices: FeatureChoices, id: string): FeatureChoice {
  if (choices.disabled.includes(id)) return 'off';
  return choices.enabled.includes(id) ? 'on' : 'default';
}

/** The overrides with these feature choices; no features key at all when the office chose nothing. */
export function withFeatures(overrides: Overrides, choices: FeatureChoices): Overrides {
  const { features: _old, ...rest } = overrides;
  const features = { ...(choices.enabled.length ? { enabled: choices.enabled } : {}), ...(choices.disabled.length ? { disabled: choices.disabled } : {}) };
  return Object.keys(features).length ? { ...rest, features } : rest;
}

/** Every flag the office can use: the product's catalogue and the office type's own. */
function flagsOf(config: OfficeConfiguration): Map<string, FeatureFlagDefinition> {
  const flags = new Map(CATALOGUE.flags.map((flag) => [flag.id, flag]));
  for (const flag of config.features.customFeatures ?? []) if (!flags.has(flag.id)) flags.set(flag.id, flag);
  return flags;
}

/** The office's configuration with its flags resolved by the engine from these choices, as the server will resolve them. */
export function configWithChoices(config: OfficeConfiguration, choices: FeatureChoices): OfficeConfiguration {
  const features = resolveFeatureFlags({ flags: flagsOf(config), office: config, tenant: choices });
  return { ...config, featureFlags: { ...config.featureFlags, features }, enabledFeatures: enabledFeatureIds(features) };
}
