import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../../engine/i18n/languages';
import { moveEntry, updateEntry, type MenuEntry } from './menu-entries';
import { MenuEntryRow } from './MenuEntryRow';

interface MenuEntryListProps {
  entries: MenuEntry[];
  languages: readonly Language[];
  onChange(entries: MenuEntry[]): void;
  depth?: number;
}

/** A list of menu entries, each with its sub-entries below it, indented. */
export function MenuEntryList({ entries, languages, onChange, depth = 0 }: MenuEntryListProps) {
  const { t } = useTranslation('admin');
  if (!entries.length && depth === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('navigation.empty')} />;
  const change = (id: string, edit: (entry: MenuEntry) => MenuEntry) => onChange(updateEntry(entries, id, edit));
  return (
    <div role="list">
      {entries.map((entry, index) => (
        <div role="listitem" key={entry.id}>
          <MenuEntryRow
            entry={entry}
            languages={languages}
            depth={depth}
            isFirst={index === 0}
            isLast={index === entries.length - 1}
            onMove={(delta) => onChange(moveEntry(entries, entry.id, delta))}
            onRename={(language, text) => change(entry.id, (current) => ({ ...current, label: { ...current.label, [language]: text } }))}
            onShow={(isShown) => change(entry.id, (current) => ({ ...current, isHidden: !isShown }))}
          />
          {entry.children.length ? (
            <MenuEntryList entries={entry.children} languages={languages} depth={depth + 1} onChange={(children) => change(entry.id, (current) => ({ ...current, children }))} />
          ) : null}
        </div>
      ))}
    </div>
  );
}
