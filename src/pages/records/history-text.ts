import { pickText } from '../../../engine/i18n/languages';
import type { HistoryEntry } from './record-types';

type Translate = (key: string, values?: Record<string, unknown>) => string;

const nameOf = (name: HistoryEntry['toName'], id: string | null, language: string) => pickText(name ?? undefined, language) || id || '';

/** How each kind of event is worded, from its values, in the reader's language. */
const WORDING: Readonly<Record<HistoryEntry['kind'], (entry: HistoryEntry, t: Translate, language: string) => string>> = {
  created: (entry, t, language) => (entry.to ? t('history.createdIn', { to: nameOf(entry.toName, entry.to, language) }) : t('history.created')),
  moved: (entry, t, language) => t('history.moved', { from: nameOf(entry.fromName, entry.from, language), to: nameOf(entry.toName, entry.to, language) }),
  requested: (entry, t, language) => t('history.requested', { to: nameOf(entry.toName, entry.to, language) }),
  approved: (entry, t, language) => t('history.approved', { to: nameOf(entry.toName, entry.to, language) }),
  rejected: (entry, t, language) => t('history.rejected', { to: nameOf(entry.toName, entry.to, language) }),
  action: (entry, t) => {
    const type = entry.detail?.type ?? '';
    return t('history.action', { type: t(`history.actionTypes.${type}`, { defaultValue: type }) });
  },
};

/** An event of a record's history as a sentence, and what else it says (who, approver, reason, inputs, outcome). */
export function historyText(entry: HistoryEntry, t: Translate, language: string): { text: string; details: string[] } {
  const text = (WORDING[entry.kind] ?? WORDING.action)(entry, t, language);
  const details: string[] = [];
  // The system's own work (demo data, later the jobs) is named as the system's: its internal name is the audit log's.
  if (entry.actorId === null && entry.actorName) details.push(t('history.bySystem'));
  else if (entry.actorName) details.push(t('history.by', { name: entry.actorName }));
  if (entry.approvedByName) details.push(t('history.approvedBy', { name: entry.approvedByName }));
  if (entry.reason) details.push(t('history.reason', { reason: entry.reason }));
  if (entry.inputs && Object.keys(entry.inputs).length > 0) {
    details.push(t('history.inputs', { inputs: Object.entries(entry.inputs).map(([key, value]) => `${key}: ${String(value)}`).join(', ') }));
  }
  if (entry.kind === 'action' && entry.detail?.outcome) details.push(t('history.outcome', { outcome: t(`history.outcomes.${entry.detail.outcome}`, { defaultValue: entry.detail.outcome }) }));
  return { text, details };
}
