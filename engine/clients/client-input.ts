// The shapes of schemas/client.schema.json, by hand: gen-types generates only the configuration roots it lists.
// client-input.test.ts checks that a complete value of these types has exactly the schema's properties.

/** A postal address. */
export interface ClientAddress {
  street?: string;
  city?: string;
  state?: string;
  postalCode?: string;
  /** Israel unless said otherwise. */
  country?: string;
}

/** Where and as what the person works. */
export interface ClientProfessional {
  occupation?: string;
  company?: string;
  workPhone?: string;
  workEmail?: string;
}

/** How the office manages the record. */
export interface ClientManagement {
  /** Active unless said otherwise. */
  status?: 'active' | 'inactive' | 'pending';
  tags?: string[];
  notes?: string;
  /** The responsible user's id. */
  assignedTo?: string;
  /** Medium unless said otherwise. */
  priority?: 'low' | 'medium' | 'high';
}

/** Where a lead stands in the sales pipeline. */
export type LeadStatus = 'new' | 'contacted' | 'qualified' | 'proposal' | 'negotiation' | 'closed' | 'lost';

/** The body that creates a client or a lead (schemas/client.schema.json); an update sends any part of it. */
export interface ClientInput {
  firstName: string;
  lastName: string;
  idNumber?: string;
  /** YYYY-MM-DD. */
  birthDate?: string;
  gender?: 'male' | 'female' | 'other';
  email?: string;
  phone?: string;
  mobilePhone?: string;
  fax?: string;
  preferredContact?: 'email' | 'phone' | 'sms' | 'whatsapp';
  address?: ClientAddress;
  professional?: ClientProfessional;
  management?: ClientManagement;
  /** A client unless said otherwise. */
  kind?: 'client' | 'lead';
  leadStatus?: LeadStatus;
  /** 0 to 100. */
  leadScore?: number;
  source?: string;
  /** The answers to the office's own intake form, checked against that form. */
  intake?: Record<string, unknown>;
}
