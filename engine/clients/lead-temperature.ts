/** How promising a lead is, by its score (spec 2 §3). */
export type LeadTemperature = 'hot' | 'warm' | 'cold';

/** The lowest scores of a hot and of a warm lead. */
export const HOT_LEAD_SCORE = 80;
export const WARM_LEAD_SCORE = 50;

/** A lead's temperature: hot from 80, warm from 50 to 79, cold below 50 (and for a score that is not a number). */
export function leadTemperature(score: number): LeadTemperature {
  if (score >= HOT_LEAD_SCORE) return 'hot';
  if (score >= WARM_LEAD_SCORE) return 'warm';
  return 'cold';
}
