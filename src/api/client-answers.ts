import type * as Api from './generated/api-types';
import { unionValues } from './union-values';

/** What GET /api/clients/client/{id} answers (generated from server/modules/clients). */
export type ClientAnswer = Api.ClientAnswer;

/** One client or lead in full. */
export type Client = ClientAnswer['data'];

/** What creating a client (POST /api/clients/client) and changing one (PUT /api/clients/client/{id}) answer: the client as saved. */
export type ClientChanged = Api.ClientChanged;

/** A page of the client list (GET /api/clients/client): its rows and its paging. */
export type ClientListAnswer = Api.ClientListAnswer;

/** A row of the client list, with the count and ILS value of the client's open deals. */
export type ClientRow = ClientListAnswer['data'][number];

/** A short list of rows (GET /api/clients/client/upcoming-followups, overdue-followups, search, by-tag/{tag}). */
export type ClientShortList = Api.ClientShortList;

/** The paging part of a list answer: an exact total up to a bound, an estimate past it. */
export type ListPagination = ClientListAnswer['pagination'];

/** What GET /api/clients/client/{id}/notes answers. */
export type ClientNotesAnswer = Api.ClientNotesAnswer;

/** A note on a client. */
export type ClientNote = ClientNotesAnswer['data'][number];

/** A page of what happened to a client (GET /api/clients/client/{id}/activities). */
export type ClientActivitiesAnswer = Api.ClientActivitiesAnswer;

/** Something that happened to a client, recorded by the server. */
export type ClientActivity = ClientActivitiesAnswer['data'][number];

/** What GET /api/clients/client/stats answers. */
export type ClientStatisticsAnswer = Api.ClientStatisticsAnswer;

/** The office's client figures. */
export type ClientStatistics = ClientStatisticsAnswer['data'];

/** What GET /api/clients/client/analytics answers. */
export type ClientAnalyticsAnswer = Api.ClientAnalyticsAnswer;

/** The office's client analytics over a period. */
export type ClientAnalytics = ClientAnalyticsAnswer['data'];

/** What GET /api/clients/client/tags answers. */
export type ClientTagsAnswer = Api.ClientTagsAnswer;

/** A tag of the office's clients with how many carry it. */
export type ClientTagCount = ClientTagsAnswer['data'][number];

/** What a merge answers: the surviving record as it now is, and the ids merged into it. */
export type MergedClients = Api.MergedClients;

export type ClientStatus = Client['management']['status'];
export type ClientPriority = Client['management']['priority'];
export type LeadStatus = NonNullable<Client['leadStatus']>;
export type NoteType = ClientNote['type'];

/** The statuses in the order the screens list them. */
export const CLIENT_STATUSES = unionValues<ClientStatus>()(['active', 'pending', 'inactive']);
/** The priorities, highest first. */
export const CLIENT_PRIORITIES = unionValues<ClientPriority>()(['high', 'medium', 'low']);
/** A lead's statuses in pipeline order. */
export const LEAD_STATUSES = unionValues<LeadStatus>()(['new', 'contacted', 'qualified', 'proposal', 'negotiation', 'closed', 'lost']);
export const NOTE_TYPES = unionValues<NoteType>()(['general', 'meeting', 'call', 'email', 'task']);
