import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Button, Flex, Switch, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../../engine/i18n/languages';
import { LanguageInput } from '../section-parts/LanguageInput';
import { missingLabels, type MenuEntry } from './menu-entries';

interface MenuEntryRowProps {
  entry: MenuEntry;
  languages: readonly Language[];
  isFirst: boolean;
  isLast: boolean;
  depth: number;
  onMove(delta: -1 | 1): void;
  onRename(language: Language, text: string): void;
  onShow(isShown: boolean): void;
}

/** One menu entry: move it up or down, its label in every language, and whether it shows. */
export function MenuEntryRow({ entry, languages, isFirst, isLast, depth, onMove, onRename, onShow }: MenuEntryRowProps) {
  const { t, i18n } = useTranslation('admin');
  const { t: common } = useTranslation('common');
  const { token } = theme.useToken();
  const name = entry.label[i18n.language as Language] ?? entry.id;
  const missing = missingLabels(entry, languages);
  return (
    <Flex
      gap={8}
      align="start"
      wrap
      data-testid={`menu-entry-${entry.id}`}
      style={{
        paddingBlock: 8,
        paddingInlineStart: depth ? 12 : 0,
        marginInlineStart: depth * 24,
        borderInlineStart: depth ? `2px solid ${token.colorBorder}` : undefined,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
        opacity: entry.isHidden ? 0.6 : 1,
      }}
    >
      <Flex gap={2}>
        <Button size="small" icon={<ArrowUpOutlined />} disabled={isFirst} onClick={() => onMove(-1)} aria-label={t('navigation.moveUp', { name })} data-testid={`menu-up-${entry.id}`} />
        <Button size="small" icon={<ArrowDownOutlined />} disabled={isLast} onClick={() => onMove(1)} aria-label={t('navigation.moveDown', { name })} data-testid={`menu-down-${entry.id}`} />
      </Flex>
      <Flex gap={8} wrap style={{ flex: 1, minWidth: 240 }}>
        {languages.map((language) => (
          <Flex key={language} vertical style={{ flex: 1, minWidth: 120 }}>
            <LanguageInput
              size="small"
              language={language}
              value={entry.label[language] ?? ''}
              status={missing.includes(language) ? 'error' : undefined}
              prefix={<Typography.Text type="secondary" style={{ fontSize: 11 }}>{language.toUpperCase()}</Typography.Text>}
              aria-label={t('navigation.labelIn', { name, language: common(`languages.${language}`) })}
              data-testid={`menu-label-${entry.id}-${language}`}
              onChange={(event) => onRename(language, event.target.value)}
            />
            {missing.includes(language) ? (
              <Typography.Text type="danger" style={{ fontSize: 12 }}>
                {t('navigation.labelRequired')}
              </Typography.Text>
            ) : null}
          </Flex>
        ))}
      </Flex>
      <Switch
        size="small"
        checked={!entry.isHidden}
        checkedChildren={t('navigation.shown')}
        unCheckedChildren={t('navigation.hidden')}
        aria-label={t('navigation.show', { name })}
        data-testid={`menu-shown-${entry.id}`}
        onChange={onShow}
      />
    </Flex>
  );
}
