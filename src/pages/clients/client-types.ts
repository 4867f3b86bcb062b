/** A row of the client list (GET /api/clients/client, spec 2 §3 "Client list row"). */
export interface ClientRow {
  id: string;
  kind: 'client' | 'lead';
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  mobilePhone: string | null;
  status: ClientStatus;
  priority: ClientPriority;
  tags: string[];
  leadStatus: LeadStatus | null;
  leadScore: number | null;
  lastContactDate: string | null;
  nextFollowUpDate: string | null;
  createdAt: string;
  updatedAt: string;
  totalActiveRecords: number;
  totalRecordValue: number;
}

export type ClientStatus = 'active' | 'inactive' | 'pending';
export type ClientPriority = 'low' | 'medium' | 'high';
export type LeadStatus = 'new' | 'contacted' | 'qualified' | 'proposal' | 'negotiation' | 'closed' | 'lost';

export const CLIENT_STATUSES: readonly ClientStatus[] = ['active', 'pending', 'inactive'];
export const CLIENT_PRIORITIES: readonly ClientPriority[] = ['high', 'medium', 'low'];
export const LEAD_STATUSES: readonly LeadStatus[] = ['new', 'contacted', 'qualified', 'proposal', 'negotiation', 'closed', 'lost'];

/** The paging part of a list answer: an exact total up to a bound, an estimate past it. */
export interface ListPagination {
  page: number;
  limit: number;
  total: number;
  totalIsEstimate: boolean;
  totalPages: number;
  hasMore: boolean;
  nextCursor?: string;
}

export interface ClientListAnswer {
  success: true;
  data: ClientRow[];
  pagination: ListPagination;
}

/** One client or lead in full (GET /api/clients/client/{id}, spec 2 §3). */
export interface Client {
  id: string;
  kind: 'client' | 'lead';
  firstName: string;
  lastName: string;
  idNumber?: string | null;
  birthDate?: string | null;
  gender?: 'male' | 'female' | 'other' | null;
  email?: string | null;
  phone?: string | null;
  mobilePhone?: string | null;
  fax?: string | null;
  preferredContact?: 'email' | 'phone' | 'sms' | 'whatsapp' | null;
  address: { street?: string; city?: string; state?: string; postalCode?: string; country?: string };
  professional: { occupation?: string; company?: string; workPhone?: string; workEmail?: string };
  management: { status: ClientStatus; tags: string[]; notes?: string | null; assignedTo?: string | null; priority: ClientPriority };
  leadStatus?: LeadStatus | null;
  leadScore?: number | null;
  source?: string | null;
  intake: Record<string, unknown>;
  createdAt: string;
  updatedAt: string;
  createdBy?: string | null;
  lastModifiedBy?: string | null;
  lastContactDate?: string | null;
  nextFollowUpDate?: string | null;
  followUpNotes?: string | null;
  documentsCount: number;
  activitiesCount: number;
  notesCount: number;
}

export type NoteType = 'general' | 'meeting' | 'call' | 'email' | 'task';
export const NOTE_TYPES: readonly NoteType[] = ['general', 'meeting', 'call', 'email', 'task'];

/** A note on a client (spec 2 §3). */
export interface ClientNote {
  id: string;
  content: string;
  type: NoteType;
  important: boolean;
  createdBy?: string | null;
  createdAt: string;
  updatedAt: string;
}

/** Something that happened to a client (spec 2 §3), recorded by the server. */
export interface ClientActivity {
  id: string;
  type: string;
  description: string;
  metadata: Record<string, unknown>;
  performedBy?: string | null;
  performedByName?: string | null;
  timestamp: string;
}
