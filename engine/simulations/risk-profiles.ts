/** The risk profiles and their yearly return bands (spec 2 §9): conservative 3–5%, moderate 5–7%, aggressive 7–10%. */
export type RiskProfile = 'conservative' | 'moderate' | 'aggressive';

export const RISK_PROFILES: Record<RiskProfile, { low: number; high: number }> = {
  conservative: { low: 0.03, high: 0.05 },
  moderate: { low: 0.05, high: 0.07 },
  aggressive: { low: 0.07, high: 0.1 },
};

/** The middle of a profile's band: the return a simulation starts with when the profile is chosen. */
export function profileReturn(profile: RiskProfile): number {
  const band = RISK_PROFILES[profile];
  return Math.round(((band.low + band.high) / 2) * 10_000) / 10_000;
}

/** The profile whose band holds a return (the lower band on a shared edge), or none outside them all. */
export function profileOf(annualReturnRate: number): RiskProfile | undefined {
  return (Object.keys(RISK_PROFILES) as RiskProfile[]).find((profile) => annualReturnRate >= RISK_PROFILES[profile].low && annualReturnRate <= RISK_PROFILES[profile].high);
}
