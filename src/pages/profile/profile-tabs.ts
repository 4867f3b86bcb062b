/** The profile's tabs (spec 1 §2), in order; `?tab=` names one. */
export const PROFILE_TABS = ['personal', 'security', 'notifications', 'preferences', 'integrations', 'analytics', 'team'] as const;

/** A tab of the profile. */
export type ProfileTab = (typeof PROFILE_TABS)[number];

/** The tab a `?tab=` value names; personal for none or an unknown one. */
export function profileTabOf(value: string | null): ProfileTab {
  return (PROFILE_TABS as readonly string[]).includes(value ?? '') ? (value as ProfileTab) : 'personal';
}
