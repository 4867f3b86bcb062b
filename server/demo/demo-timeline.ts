import type { Insertable } from 'kysely';
import type { ClientActivitiesTable, ClientCommunicationsTable, ClientNotesTable, ClientStatus, LeadStatus } from '../db/schema';
import type { DemoRandom } from './demo-random';
import { COMMON_NOTES, FOLLOW_UP_NOTES, type DemoNoteText } from './demo-texts';

/** One client's facts its history must agree with. */
export interface DemoTimelineInput {
  tenantId: string;
  clientId: string;
  language: 'he' | 'en';
  createdAt: Date;
  now: Date;
  ownerId: string;
  otherUserId: string;
  status: ClientStatus;
  leadStatus: LeadStatus | null;
  officeNotes: readonly DemoNoteText[];
}

/** What happened to a client since it was created: notes, activities, communications and its follow-up. */
export interface DemoTimeline {
  notes: Insertable<ClientNotesTable>[];
  activities: Insertable<ClientActivitiesTable>[];
  communications: Insertable<ClientCommunicationsTable>[];
  lastContactDate: Date | null;
  nextFollowUpDate: Date | null;
  followUpNotes: string | null;
  updatedAt: Date;
}

/** The lead pipeline in order (spec 2 §3). */
export const LEAD_PIPELINE: readonly LeadStatus[] = ['new', 'contacted', 'qualified', 'proposal', 'negotiation', 'closed', 'lost'];

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
type Channel = 'phone' | 'email' | 'whatsapp' | 'meeting';

const CHANNEL_NOTES: Record<Channel, readonly (readonly [he: string, en: string])[]> = {
  phone: [['שיחה קצרה לעדכון סטטוס', 'Short status call'], ['שיחה לתיאום מועד', 'Call to schedule an appointment']],
  email: [['נשלחו מסמכים לעיון', 'Documents sent for review'], ['מענה לשאלה בדואר אלקטרוני', 'Answered a question by e-mail']],
  whatsapp: [['תזכורת לפגישה בוואטסאפ', 'Meeting reminder on WhatsApp'], ['התקבלו צילומי מסמכים בוואטסאפ', 'Received document photos on WhatsApp']],
  meeting: [['פגישה במשרד', 'Meeting at the office'], ['פגישת וידאו', 'Video meeting']],
};

/** The next follow-up of a client that has one: overdue, within the next 7 days, or later. */
function followUpDate(random: DemoRandom, createdAt: Date, now: Date): Date {
  const bucket = random.weighted([['overdue', 35], ['upcoming', 35], ['later', 30]] as const);
  const overdue = new Date(now.getTime() - random.int(1, 21) * DAY - random.int(0, 8) * HOUR);
  if (bucket === 'overdue' && overdue.getTime() > createdAt.getTime() + HOUR) return overdue;
  if (bucket === 'later') return new Date(now.getTime() + random.int(8, 60) * DAY);
  return new Date(now.getTime() + random.int(2, 6 * 24) * HOUR);
}

/** Draws a client's history, every event between its creation and now, in order. */
export function demoTimeline(random: DemoRandom, input: DemoTimelineInput): DemoTimeline {
  const { tenantId, clientId, language, createdAt, now, ownerId } = input;
  const start = createdAt.getTime();
  // Some minutes after the creation at least, never after now.
  const after = (from: number, to: number = now.getTime()): Date => new Date(from + 60_000 + random.next() * Math.max(0, to - from - 120_000));
  const by = (): string => (random.chance(0.8) ? ownerId : input.otherUserId);
  const activities: Insertable<ClientActivitiesTable>[] = [];
  // Stored as the server stores it: the type and its values, worded by the web in the reader's language.
  const activity = (type: Insertable<ClientActivitiesTable>['type'], at: Date, metadata: Record<string, unknown> = {}, performer: string = by()): void => {
    activities.push({ tenant_id: tenantId, id: random.uuid(), client_id: clientId, type, description: '', metadata, performed_by: performer, occurred_at: at });
  };
  // The owner created the record (its created_by).
  activity('created', createdAt, { kind: input.leadStatus ? 'lead' : 'client', leadStatus: input.leadStatus }, ownerId);

  const notes: Insertable<ClientNotesTable>[] = [];
  const noteCount = random.weighted([[0, 30], [1, 35], [2, 22], [3, 13]] as const);
  for (const text of random.some([...input.officeNotes, ...COMMON_NOTES], noteCount)) {
    const at = after(start);
    const id = random.uuid();
    const who = by();
    const content = text[language];
    notes.push({ tenant_id: tenantId, id, client_id: clientId, content, type: text.type, important: random.chance(0.2), created_by: who, created_at: at, updated_at: at });
    activity('note_added', at, { noteId: id, noteType: text.type, noteExcerpt: content.length > 80 ? `${content.slice(0, 80)}…` : content }, who);
  }

  const communications: Insertable<ClientCommunicationsTable>[] = [];
  let lastContactDate: Date | null = null;
  // A new lead has not been contacted yet; a lead further along has been, once at least.
  const drawn = random.weighted([[0, 25], [1, 35], [2, 25], [3, 15]] as const);
  const contactCount = input.leadStatus === 'new' ? 0 : input.leadStatus ? Math.max(1, drawn) : drawn;
  for (let index = 0; index < contactCount; index += 1) {
    const at = after(start);
    const channel = random.weighted([['phone', 40], ['email', 25], ['whatsapp', 25], ['meeting', 10]] as const);
    const notesText = random.pick(CHANNEL_NOTES[channel])[language === 'he' ? 0 : 1];
    const who = by();
    communications.push({ tenant_id: tenantId, id: random.uuid(), client_id: clientId, type: channel, notes: notesText, attachments: [], created_by: who, created_at: at });
    activity('contacted', at, { channel }, who);
    if (!lastContactDate || at > lastContactDate) lastContactDate = at;
  }

  if (input.leadStatus && input.leadStatus !== 'new') {
    const index = LEAD_PIPELINE.indexOf(input.leadStatus);
    const from = input.leadStatus === 'lost' ? random.pick(LEAD_PIPELINE.slice(0, 4)) : LEAD_PIPELINE[index - 1]!;
    activity('status_changed', after(start), { field: 'leadStatus', from, to: input.leadStatus });
  } else if (input.status !== 'pending' && random.chance(0.35)) {
    const from: ClientStatus = input.status === 'inactive' ? 'active' : 'pending';
    activity('status_changed', after(start), { field: 'status', from, to: input.status });
  }

  let nextFollowUpDate: Date | null = null;
  let followUpNotes: string | null = null;
  if (random.chance(0.2)) {
    nextFollowUpDate = followUpDate(random, createdAt, now);
    followUpNotes = random.pick(FOLLOW_UP_NOTES)[language === 'he' ? 0 : 1];
    const setAt = after(start, Math.min(nextFollowUpDate.getTime(), now.getTime()));
    activity('follow_up_set', setAt, { followUpDate: nextFollowUpDate.toISOString(), notes: followUpNotes });
  }

  activities.sort((a, b) => (a.occurred_at as Date).getTime() - (b.occurred_at as Date).getTime());
  const updatedAt = activities[activities.length - 1]!.occurred_at as Date;
  return { notes, activities, communications, lastContactDate, nextFollowUpDate, followUpNotes, updatedAt };
}
