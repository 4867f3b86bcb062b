import { Card, Col, Flex, Row, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messagesUnder } from '../section-parts/field-errors';
import { NavigationPreview } from '../section-parts/NavigationPreview';
import { officeLanguages } from '../section-parts/office-languages';
import { SaveBar } from '../section-parts/SaveBar';
import type { LoadedSection } from '../section-parts/SectionFrame';
import type { OfficeSettingsState } from '../office-settings/use-office-settings';
import { configWithMenus, menuDraftFrom, withMenus } from './menu-draft';
import { entriesMissingLabels, type MenuDraft, type MenuList } from './menu-entries';
import { MenuEntryList } from './MenuEntryList';

const LISTS: MenuList[] = ['primaryMenu', 'quickActions'];

/** The office's own menu items and quick actions: reorder, rename, hide, with the menus as the draft makes them. */
export function MenusEditor({ config, state }: LoadedSection & { state: OfficeSettingsState }) {
  const { t } = useTranslation('admin');
  const languages = useMemo(() => officeLanguages(config), [config]);
  const saved = useMemo(() => menuDraftFrom(config, languages), [config, languages]);
  const [draft, setDraft] = useState<MenuDraft>(saved);
  const preview = useMemo(() => configWithMenus(config, draft, languages), [config, draft, languages]);
  const hasProblems = LISTS.some((list) => entriesMissingLabels(draft[list], languages).length > 0);
  const serverProblems = messagesUnder(state.fieldErrors, 'ui.navigation');

  return (
    <Flex vertical gap={16} data-testid="navigation-section">
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('navigation.intro')}
      </Typography.Paragraph>
      {serverProblems.map((problem) => (
        <Typography.Text key={problem.field + problem.message} type="danger" role="alert">
          {problem.message}
        </Typography.Text>
      ))}
      <Row gutter={[24, 16]}>
        <Col xs={24} xl={14}>
          <Flex vertical gap={16}>
            {LISTS.map((list) => (
              <Card key={list} size="small" title={t(`navigation.lists.${list}`)} data-testid={`menu-list-${list}`}>
                <MenuEntryList entries={draft[list]} languages={languages} onChange={(entries) => setDraft((current) => ({ ...current, [list]: entries }))} />
              </Card>
            ))}
          </Flex>
        </Col>
        <Col xs={24} xl={10}>
          <NavigationPreview config={preview} />
        </Col>
      </Row>
      <SaveBar
        state={state}
        isDirty={JSON.stringify(draft) !== JSON.stringify(saved)}
        hasProblems={hasProblems}
        onSave={() => void state.save((overrides) => withMenus(overrides, config, draft, languages))}
        onCancel={() => setDraft(saved)}
      />
    </Flex>
  );
}
