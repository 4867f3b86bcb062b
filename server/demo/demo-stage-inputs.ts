import type { WorkflowInput, WorkflowStage } from '../../engine/generated/config-types';
import { sampleInputs } from '../../engine/workflows/conformance-kit';
import type { DemoRandom } from './demo-random';
import { inLanguage } from './demo-record-fields';
import { FIELD_PATTERNS, FUTURE_DATE, type DemoText } from './demo-record-words';
import type { DemoWord } from './demo-texts';

const DAY = 86_400_000;
const isoDay = (date: Date): string => date.toISOString().slice(0, 10);
const w = (he: string, en: string): DemoWord => ({ he, en });

/** Why a record left its course, by input key: what an office writes when it withdraws, declines or cancels. */
const REASONS: Readonly<Record<string, readonly DemoText[]>> = {
  withdrawalReason: [w('הבעלים החליטו לא למכור כרגע', 'The owners decided not to sell for now'), w('הנכס הושכר ישירות על ידי הבעלים', 'The owners let it themselves')],
  fellThroughReason: [w('הקונה לא קיבל אישור משכנתא', 'The buyer did not get a mortgage'), w('לא הושגה הסכמה על מועד המסירה', 'No agreement on the handover date')],
  declineReason: [w('חברת הביטוח סירבה בשל מצב רפואי קודם', 'The insurer declined for a pre-existing condition')],
  cancellationReason: [w('הלקוח עבר לסוכנות אחרת', 'The client moved to another agency'), w('הנכס המבוטח נמכר', 'The insured property was sold')],
  rejectionReason: [w('האירוע אינו מכוסה בפוליסה', 'The event is not covered by the policy'), w('חסרים מסמכים רפואיים', 'Medical papers are missing')],
};

const money = (value: unknown): number | undefined => (typeof value === 'number' && value > 0 ? value : undefined);

// A number input from the record's own figures: a price near the asking price, a payment near the estimate.
function numberFor(key: string, data: Readonly<Record<string, unknown>>, random: DemoRandom): number | undefined {
  const base = money(data.askingPrice) ?? money(data.offerAmount);
  const round = (value: number) => (value >= 100_000 ? Math.round(value / 1000) * 1000 : Math.round(value / 10) * 10);
  if (/price|rent/i.test(key) && base) return round(base * (0.92 + random.next() * 0.08));
  if (/commission/i.test(key)) return money(data.expectedCommission) ?? (base ? round(base * 0.02) : undefined);
  if (/cost/i.test(key)) return random.int(8, 60) * 100;
  if (/amount/i.test(key)) return round((money(data.estimatedAmount) ?? random.int(20, 400) * 100) * (0.7 + random.next() * 0.3));
  return undefined;
}

function valueFor(input: WorkflowInput, data: Readonly<Record<string, unknown>>, random: DemoRandom, now: Date, language: 'he' | 'en' | 'es'): unknown {
  const own = data[input.key];
  if (input.type === 'number') return typeof own === 'number' ? own : numberFor(input.key, data, random);
  if (input.type === 'date') {
    if (typeof own === 'string' && (!FUTURE_DATE.test(input.key) || own > isoDay(now))) return own;
    return isoDay(new Date(now.getTime() + (FUTURE_DATE.test(input.key) ? random.int(180, 365) : -random.int(0, 20)) * DAY));
  }
  if (typeof own === 'string') return own;
  const reasons = REASONS[input.key];
  if (reasons) return inLanguage(random.pick(reasons), language);
  const made = FIELD_PATTERNS.find(([name]) => name.test(input.key))?.[1](random);
  if (made !== undefined) return made;
  return /number|reference/i.test(input.key) ? `${random.int(1, 9)}${random.digits(7)}` : undefined;
}

/**
 * What a demo member gives when moving a record into a stage that requires inputs: the record's own values where
 * it has them (a policy's number and premium), figures drawn from them (a sale price near the asking price),
 * reasons in the office's language, numbers of the insurer or the tax authority; the engine's samples for anything
 * else or for a value its pattern refuses.
 */
export function demoStageInputs(stage: WorkflowStage, data: Readonly<Record<string, unknown>>, random: DemoRandom, now: Date, language: 'he' | 'en' | 'es'): Record<string, unknown> {
  const samples = sampleInputs(stage) ?? {};
  const inputs: Record<string, unknown> = {};
  for (const input of stage.requiredInputs ?? []) {
    const value = valueFor(input, data, random, now, language);
    const fits = value !== undefined && (input.pattern === undefined || typeof value !== 'string' || new RegExp(input.pattern, 'u').test(value));
    const chosen = fits ? value : samples[input.key];
    if (chosen !== undefined) inputs[input.key] = chosen;
  }
  return inputs;
}
