import type { Insertable } from 'kysely';
import type { ClientActivitiesTable, ClientCommunicationsTable, ClientNotesTable, ClientPriority, ClientsTable, ClientStatus, LeadStatus, OpportunitiesTable } from '../db/schema';
import type { FormDefinition } from '../../engine/generated/config-types';
import { demoIntake } from './demo-intake';
import { demoOpportunities } from './demo-opportunities';
import { demoPerson, type DemoPerson, type DemoUniques } from './demo-people';
import { demoRandom, type DemoRandom } from './demo-random';
import { demoOfficeTexts, MANAGEMENT_NOTES, SPEC_TAGS, type DemoWord } from './demo-texts';
import { demoTimeline } from './demo-timeline';

/** A demo office as seeding knows it once its tenant and users exist. */
export interface DemoOffice {
  tenantId: string;
  slug: string;
  officeType: string;
  /** The office's language (its office type's default): what its tags, deals and sources are written in. */
  language: 'he' | 'en' | 'es';
  adminId: string;
  proId: string;
  /** The office type's client-intake form, for an office type without hand-made intake values. */
  intakeForm?: FormDefinition;
}

/** A client row as the generator makes it: its id, dates and owner are set. */
export type DemoClientRow = Insertable<ClientsTable> & { id: string; created_at: Date; updated_at: Date; assigned_to: string };

/** An office's demo clients and leads with their notes, activities, communications and deals, ready to insert. */
export interface DemoClientData {
  clients: DemoClientRow[];
  notes: Insertable<ClientNotesTable>[];
  activities: Insertable<ClientActivitiesTable>[];
  communications: Insertable<ClientCommunicationsTable>[];
  opportunities: Insertable<OpportunitiesTable>[];
}

/** How many clients (leads included) each demo office gets. */
export const DEMO_CLIENTS_PER_OFFICE = 200;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const SLOTS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
const LEAD_STATUSES = [['new', 24], ['contacted', 20], ['qualified', 15], ['proposal', 12], ['negotiation', 10], ['closed', 11], ['lost', 8]] as const;
const LEAD_SCORES: Record<LeadStatus, readonly [number, number]> = { new: [5, 60], contacted: [15, 70], qualified: [40, 85], proposal: [50, 92], negotiation: [60, 100], closed: [75, 100], lost: [0, 35] };

function statusOf(random: DemoRandom, leadStatus: LeadStatus | null): ClientStatus {
  if (leadStatus === 'lost') return 'inactive';
  if (leadStatus) return leadStatus === 'new' && random.chance(0.5) ? 'pending' : 'active';
  return random.weighted([['active', 78], ['pending', 10], ['inactive', 12]] as const);
}

function priorityOf(random: DemoRandom, leadScore: number | null): ClientPriority {
  if (leadScore !== null && leadScore >= 80 && random.chance(0.6)) return 'high';
  return random.weighted([['low', 30], ['medium', 50], ['high', 20]] as const);
}

function preferredContactOf(random: DemoRandom, person: DemoPerson): DemoClientRow['preferred_contact'] {
  const hasMobile = person.mobilePhone !== null || person.phone.startsWith('05');
  if (!hasMobile) return random.weighted([['phone', 3], ['email', 1]] as const);
  return random.weighted([['whatsapp', 35], ['phone', 30], ['email', 25], ['sms', 10]] as const);
}

/**
 * An office's demo data, the same on every run for the same office and `now`: DEMO_CLIENTS_PER_OFFICE clients,
 * about 30% of them leads, created over the last 18 months (more of them lately), with valid ID numbers, phones
 * and unique e-mail addresses (spec 2 §5), intake values for the office type's form, and their history.
 */
export function demoClientData(office: DemoOffice, now: Date, count: number = DEMO_CLIENTS_PER_OFFICE): DemoClientData {
  const random = demoRandom(`lishka-demo-clients:${office.slug}`);
  const texts = demoOfficeTexts(office.officeType);
  // Demo words are written in Hebrew and English; an office in another language gets the English ones.
  const inOfficeLanguage = (word: DemoWord): string => (office.language === 'he' ? word.he : word.en);
  // A source is an option value of the intake form's field (a code its labels show) or a word in the office's language.
  const sourceText = (source: string | DemoWord): string => (typeof source === 'string' ? source : inOfficeLanguage(source));
  const uniques: DemoUniques = { idNumbers: new Set(), emails: new Set(), phones: new Set() };
  const data: DemoClientData = { clients: [], notes: [], activities: [], communications: [], opportunities: [] };
  let leadSlots = new Set<number>();
  for (let index = 0; index < count; index += 1) {
    // Three leads in every ten clients, at random places: 30% leads whatever the draw.
    if (index % 10 === 0) leadSlots = new Set(random.some(SLOTS, 3));
    const person = demoPerson(random, now, uniques);
    const id = random.uuid();
    const leadStatus: LeadStatus | null = leadSlots.has(index % 10) ? random.weighted(LEAD_STATUSES) : null;
    const leadScore = leadStatus ? random.int(...LEAD_SCORES[leadStatus]) : null;
    // Leads are recent; clients spread over 18 months, more of them lately (a growing office).
    const daysAgo = (leadStatus ? 180 : 548) * (1 - Math.sqrt(random.next()));
    const createdAt = new Date(now.getTime() - HOUR - Math.round(daysAgo * DAY));
    const [ownerId, otherUserId] = random.chance(0.6) ? [office.proId, office.adminId] : [office.adminId, office.proId];
    const status = statusOf(random, leadStatus);
    const tags = random.some([...SPEC_TAGS, ...texts.tags], random.weighted([[0, 30], [1, 35], [2, 25], [3, 10]] as const)).map(inOfficeLanguage);
    const source = leadStatus || random.chance(0.6) ? sourceText(random.pick(texts.sources)) : null;
    const remark = random.chance(0.12) ? random.pick(MANAGEMENT_NOTES) : null;
    const client: DemoClientRow = {
      tenant_id: office.tenantId,
      id,
      kind: leadStatus ? 'lead' : 'client',
      first_name: person.firstName,
      last_name: person.lastName,
      id_number: person.idNumber,
      birth_date: person.birthDate,
      gender: person.gender,
      email: person.email,
      phone: person.phone,
      mobile_phone: person.mobilePhone,
      fax: null,
      preferred_contact: preferredContactOf(random, person),
      address: person.address,
      professional: person.professional ?? {},
      status,
      priority: priorityOf(random, leadScore),
      tags,
      notes: remark ? remark[person.language === 'en' ? 2 : person.gender === 'male' ? 0 : 1] : null,
      assigned_to: ownerId,
      lead_status: leadStatus,
      lead_score: leadScore,
      source,
      intake: demoIntake(office, random, person, now),
      created_at: createdAt,
      updated_at: createdAt,
      created_by: ownerId,
      last_modified_by: ownerId,
    };
    const timeline = demoTimeline(random, { tenantId: office.tenantId, clientId: id, language: person.language, createdAt, now, ownerId, otherUserId, status, leadStatus, officeNotes: texts.notes });
    client.updated_at = timeline.updatedAt;
    client.last_contact_date = timeline.lastContactDate;
    client.next_follow_up_date = timeline.nextFollowUpDate;
    client.follow_up_notes = timeline.followUpNotes;
    data.clients.push(client);
    data.notes.push(...timeline.notes);
    data.activities.push(...timeline.activities);
    data.communications.push(...timeline.communications);
  }
  data.opportunities = demoOpportunities(random, data.clients, texts.deals.map((deal) => ({ ...deal, title: inOfficeLanguage(deal.title) })), now);
  return data;
}
