import dayjs, { type Dayjs } from 'dayjs';
import { cleanClientInput, defaultCountryName } from '../../../engine/clients';
import type { Client } from '../../api/client-answers';

/** The client form's values: the API's shape, with the birth date as a date picker holds it. */
export interface ClientFormValues {
  kind: 'client' | 'lead';
  firstName?: string;
  lastName?: string;
  idNumber?: string;
  birthDate?: Dayjs | null;
  gender?: string;
  email?: string;
  phone?: string;
  mobilePhone?: string;
  fax?: string;
  preferredContact?: string;
  address?: { street?: string; city?: string; state?: string; postalCode?: string; country?: string };
  professional?: { occupation?: string; company?: string; workPhone?: string; workEmail?: string };
  management?: { status?: string; priority?: string; tags?: string[]; notes?: string };
  leadStatus?: string;
  leadScore?: number | null;
  source?: string;
}

/** Every field the server may name in a refusal, as the form names it. */
export const CLIENT_FORM_FIELDS = [
  'firstName', 'lastName', 'idNumber', 'birthDate', 'gender', 'email', 'phone', 'mobilePhone', 'fax', 'preferredContact',
  'address.street', 'address.city', 'address.state', 'address.postalCode', 'address.country',
  'professional.occupation', 'professional.company', 'professional.workPhone', 'professional.workEmail',
  'management.status', 'management.priority', 'management.tags', 'management.notes', 'leadStatus', 'leadScore', 'source',
] as const;

/** A new record's starting values (spec 2 §3 defaults: active, medium, Israel in the reader's language; a lead starts new). */
export function newClientValues(kind: 'client' | 'lead', language: string): ClientFormValues {
  return { kind, address: { country: defaultCountryName(language) }, management: { status: 'active', priority: 'medium', tags: [] }, ...(kind === 'lead' ? { leadStatus: 'new', leadScore: 50 } : {}) };
}

/** A stored record as the form edits it. */
export function clientFormValues(client: Client): ClientFormValues {
  const text = (value: string | null | undefined) => value ?? undefined;
  return {
    kind: client.kind,
    firstName: client.firstName,
    lastName: client.lastName,
    idNumber: text(client.idNumber),
    birthDate: client.birthDate ? dayjs(client.birthDate) : null,
    gender: text(client.gender),
    email: text(client.email),
    phone: text(client.phone),
    mobilePhone: text(client.mobilePhone),
    fax: text(client.fax),
    preferredContact: text(client.preferredContact),
    address: { ...client.address },
    professional: { ...client.professional },
    management: { status: client.management.status, priority: client.management.priority, tags: [...client.management.tags], notes: text(client.management.notes) },
    leadStatus: text(client.leadStatus),
    leadScore: client.leadScore ?? null,
    source: text(client.source),
  };
}

/** The body the server takes: the form's values cleaned as spec 2 §5 says (digits-only phones, no empty values…). */
export function clientBody(values: ClientFormValues, intake: Record<string, unknown> | undefined): Record<string, unknown> {
  const { birthDate, leadStatus, leadScore, ...rest } = values;
  const raw: Record<string, unknown> = {
    ...rest,
    ...(birthDate ? { birthDate: birthDate.format('YYYY-MM-DD') } : {}),
    ...(values.kind === 'lead' ? { leadStatus, leadScore } : {}),
  };
  const body = cleanClientInput(raw);
  return intake && Object.keys(intake).length > 0 ? { ...body, intake } : body;
}
