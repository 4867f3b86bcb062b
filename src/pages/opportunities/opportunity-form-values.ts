import dayjs, { type Dayjs } from 'dayjs';
import type { Opportunity, Stage } from '../../api/opportunity-answers';

/** The deal form's values: the API's fields, the date as a picker value. */
export interface OpportunityFormValues {
  title: string;
  clientId?: string;
  value: number;
  stage: Stage;
  expectedCloseDate?: Dayjs | null;
  notes?: string | null;
}

/** The fields the server may name in its field errors, named the same in the form. */
export const OPPORTUNITY_FORM_FIELDS = ['title', 'clientId', 'value', 'stage', 'expectedCloseDate', 'notes'] as const;

/** A new deal's starting values. */
export const NEW_OPPORTUNITY: OpportunityFormValues = { title: '', value: 0, stage: 'new', expectedCloseDate: null, notes: '' };

/** An existing deal as form values. */
export function opportunityFormValues(deal: Opportunity): OpportunityFormValues {
  return { title: deal.title, clientId: deal.clientId, value: deal.value, stage: deal.stage, expectedCloseDate: deal.expectedCloseDate ? dayjs(deal.expectedCloseDate) : null, notes: deal.notes ?? '' };
}

/** The body the API takes: trimmed text, the date as YYYY-MM-DD, empty notes as null. */
export function opportunityBody(values: OpportunityFormValues) {
  const notes = values.notes?.trim();
  return {
    title: values.title.trim(),
    ...(values.clientId ? { clientId: values.clientId } : {}),
    value: Math.round((values.value ?? 0) * 100) / 100,
    stage: values.stage,
    expectedCloseDate: values.expectedCloseDate ? values.expectedCloseDate.format('YYYY-MM-DD') : null,
    notes: notes ? notes : null,
  };
}
