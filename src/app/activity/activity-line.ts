/** An activity entry as the API answers it: its type, the user's own words for a manual one, and its values. */
export interface ActivityData {
  type: string;
  description?: string | null;
  metadata?: Readonly<Record<string, unknown>> | null;
}

/** An entry worded: the line, in the reader's language, and beside it what a user wrote (a note's start, a file name). */
export interface ActivityLineText {
  text: string;
  detail?: string;
}

/** What wording an entry needs: the activity strings in one language, and that language's ways of writing values. */
export interface ActivityWords {
  /** A key of the activity namespace (src/i18n/locales/activity.ts), with its values. */
  t(key: string, values?: Record<string, unknown>): string;
  has(key: string): boolean;
  /** A moment in the reader's time zone. */
  time(iso: string): string;
  /** A calendar date. */
  date(value: string): string;
  money(value: number): string;
  list(items: string[]): string;
}

/** The types a user records by hand (spec 2 §3): their description is the user's own words, shown as written. */
export const MANUAL_ACTIVITY_TYPES = ['email', 'phone', 'meeting', 'note', 'task', 'deal_update', 'document_shared'] as const;

type Metadata = Readonly<Record<string, unknown>>;

const textOf = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value : undefined);
const textsOf = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

function label(words: ActivityWords, group: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return words.t('none');
  const key = `${group}.${String(value)}`;
  return words.has(key) ? words.t(key) : String(value);
}

// The fields a change touched, by their names; fields without one (an office's own intake questions) are counted.
function fieldsLine(words: ActivityWords, fields: string[]): string {
  const named = fields.filter((field) => words.has(`fields.${field}`)).map((field) => words.t(`fields.${field}`));
  if (named.length === 0) return words.t('lines.detailsUpdated');
  const others = fields.length - named.length;
  return words.t('lines.fieldsUpdated', { fields: words.list(others > 0 ? [...named, words.t('more', { count: others })] : named) });
}

function dealLine(words: ActivityWords, metadata: Metadata): ActivityLineText {
  const detail = textOf(metadata.title);
  if (metadata.event === 'opportunity.delete') return { text: words.t('lines.dealDeleted'), detail };
  const changes = metadata.changes as { before?: Record<string, unknown>; after?: Record<string, unknown> } | undefined;
  if (!changes?.after) {
    const value = typeof metadata.dealValue === 'number' ? words.money(metadata.dealValue) : words.t('none');
    return { text: metadata.stage ? words.t('lines.dealCreated', { value, stage: label(words, 'stages', metadata.stage) }) : words.t('lines.dealCreatedNoStage', { value }), detail };
  }
  const { before = {}, after } = changes;
  const phrases = Object.keys(after).map((key) => {
    if (key === 'stage') return words.t('dealChanges.stage', { from: label(words, 'stages', before.stage), to: label(words, 'stages', after.stage) });
    if (key === 'value') return words.t('dealChanges.value', { value: typeof after.value === 'number' ? words.money(after.value) : words.t('none') });
    if (key === 'expectedCloseDate') return words.t('dealChanges.expectedCloseDate', { date: textOf(after.expectedCloseDate) ? words.date(after.expectedCloseDate as string) : words.t('none') });
    if (key === 'position') return words.t('dealChanges.position');
    return words.t('dealChanges.other');
  });
  return { text: words.t('lines.dealChanged', { changes: words.list([...new Set(phrases)]) }), detail };
}

function updatedLine(words: ActivityWords, metadata: Metadata): ActivityLineText {
  if (metadata.noteId) return { text: words.t(metadata.deleted ? 'lines.noteDeleted' : 'lines.noteEdited'), detail: textOf(metadata.noteExcerpt) };
  if (metadata.documentId) return { text: words.t('lines.documentDeleted'), detail: textOf(metadata.fileName) };
  if (Array.isArray(metadata.added)) return { text: words.t('lines.tagsAdded'), detail: words.list(textsOf(metadata.added)) || undefined };
  if (Array.isArray(metadata.removed)) return { text: words.t('lines.tagsRemoved'), detail: words.list(textsOf(metadata.removed)) || undefined };
  return { text: fieldsLine(words, textsOf(metadata.fields)) };
}

/** How each type the system writes is worded, by type (server/modules/clients/client-history.ts writes them). */
const LINES: Readonly<Record<string, (metadata: Metadata, words: ActivityWords) => ActivityLineText>> = {
  created: (metadata, words) =>
    metadata.duplicatedFrom
      ? { text: words.t('lines.createdCopy'), detail: textOf(metadata.duplicatedFromName) }
      : { text: words.t(metadata.importRow !== undefined && metadata.importRow !== null ? 'lines.createdByImport' : 'lines.created') },
  updated: (metadata, words) => updatedLine(words, metadata),
  status_changed: (metadata, words) => {
    const isStatus = metadata.field === 'status';
    const group = isStatus ? 'statuses' : 'stages';
    return { text: words.t(isStatus ? 'lines.statusChanged' : 'lines.leadStatusChanged', { from: label(words, group, metadata.from), to: label(words, group, metadata.to) }) };
  },
  contacted: (metadata, words) => ({ text: metadata.channel ? words.t('lines.contacted', { channel: label(words, 'channels', metadata.channel) }) : words.t('lines.contactedUnknown') }),
  note_added: (metadata, words) => ({ text: words.t('lines.noteAdded'), detail: textOf(metadata.noteExcerpt) }),
  document_added: (metadata, words) => ({ text: words.t('lines.documentAdded'), detail: textOf(metadata.fileName) }),
  follow_up_set: (metadata, words) => {
    const when = textOf(metadata.followUpDate);
    return { text: when ? words.t('lines.followUpSet', { when: words.time(when) }) : words.t('lines.followUpSetUndated'), detail: textOf(metadata.notes) };
  },
  follow_up_completed: (metadata, words) => ({ text: words.t('lines.followUpCompleted'), detail: textOf(metadata.notes) }),
  merged: (metadata, words) => ({ text: words.t('lines.merged'), detail: words.list(textsOf(metadata.mergedNames)) || undefined }),
  deal_update: (metadata, words) => dealLine(words, metadata),
};

/**
 * Words an activity entry from its type and values in the reader's language, times in their time zone. Only a
 * manual entry shows its stored description (the user's own words); what the system wrote is never shown as stored.
 */
export function activityLine(entry: ActivityData, words: ActivityWords): ActivityLineText {
  const metadata = entry.metadata ?? {};
  const isManual = (MANUAL_ACTIVITY_TYPES as readonly string[]).includes(entry.type) && !(entry.type === 'deal_update' && metadata.opportunityId);
  if (isManual) return { text: label(words, 'types', entry.type), detail: textOf(entry.description) };
  const line = LINES[entry.type];
  return line ? line(metadata, words) : { text: words.t('lines.detailsUpdated') };
}
