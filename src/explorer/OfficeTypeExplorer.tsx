import { Alert, Button, Card, Empty, Flex, Layout, Menu, Result, Segmented, Select, Skeleton, Space, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pickText, type Language } from '../../engine/i18n/languages';
import { AntIcon } from '../../engine/react/AntIcon';
import { PLATFORM_ROLE_NAMES, PLATFORM_ROLES } from '../../engine/roles';
import { changeLanguage } from '../i18n/i18n';
import { useExplorerSelection } from './explorer-selection';
import { FeaturesPanel } from './FeaturesPanel';
import { NavigationPanel } from './NavigationPanel';
import { PoliciesPanel } from './PoliciesPanel';
import { useOfficeConfiguration, useOfficeTypes } from './use-office-types';
import { VocabularyPanel } from './VocabularyPanel';
import { WorkflowsPanel } from './WorkflowsPanel';

const LANGUAGE_NAMES: Record<Language, string> = { he: 'עברית', en: 'English', es: 'Español' };

/** The engine's view of every installed office type: vocabulary, navigation, features, workflows, policies. */
export function OfficeTypeExplorer() {
  const { t, i18n } = useTranslation('explorer');
  const language = i18n.language as Language;
  const types = useOfficeTypes(language);
  const [selected, setSelected] = useExplorerSelection();
  const current = selected ?? types.data?.[0]?.id;
  const config = useOfficeConfiguration(current, language);
  const [role, setRole] = useState('admin');
  const offered = (config.data?.localization.languages ?? ['he', 'en']) as Language[];

  const roleOptions = [
    ...PLATFORM_ROLES.map((id) => ({ value: id, label: pickText(PLATFORM_ROLE_NAMES[id], language) })),
    ...(config.data?.security.roles ?? []).map((officeRole) => ({ value: officeRole.id, label: pickText(officeRole.name, language) })),
  ];
  const roles = role === 'admin' || !config.data?.security.roles.some((officeRole) => officeRole.id === role) ? [role] : ['user', role];

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header style={{ background: 'transparent', height: 'auto', padding: '16px 24px' }}>
        <Flex justify="space-between" align="center" wrap gap={12}>
          <div>
            <Typography.Title level={3} style={{ margin: 0 }}>{t('title')}</Typography.Title>
            <Typography.Text type="secondary">{t('subtitle')}</Typography.Text>
          </div>
          <Segmented<Language> value={language} onChange={(value) => void changeLanguage(value)} options={offered.map((code) => ({ value: code, label: LANGUAGE_NAMES[code] }))} />
        </Flex>
      </Layout.Header>
      <Layout>
        <Layout.Sider width={260} theme="light" breakpoint="md" collapsedWidth={0}>
          {types.isLoading ? <Skeleton active style={{ padding: 16 }} /> : null}
          {types.data && !types.data.length ? <Empty description={t('empty')} /> : null}
          {types.data ? (
            <Menu
              mode="inline"
              selectedKeys={current ? [current] : []}
              onClick={({ key }) => setSelected(key)}
              items={types.data.map((type) => ({ key: type.id, icon: <AntIcon name={type.icon} />, label: pickText(type.name, language) }))}
            />
          ) : null}
        </Layout.Sider>
        <Layout.Content style={{ padding: 24 }}>
          {types.error ? <Result status="error" title={t('error')} subTitle={String(types.error.message)} extra={<Button onClick={() => void types.mutate()}>{t('retry')}</Button>} /> : null}
          {config.error ? <Alert type="error" showIcon message={t('error')} description={config.error.message} action={<Button onClick={() => void config.mutate()}>{t('retry')}</Button>} /> : null}
          {config.isLoading ? <Skeleton active paragraph={{ rows: 8 }} /> : null}
          {config.data ? (
            <Card>
              <Flex justify="space-between" align="start" wrap gap={12}>
                <Space orientation="vertical" size={0}>
                  <Typography.Title level={4} style={{ margin: 0 }}>
                    <Space><AntIcon name={config.data.icon} />{pickText(config.data.name, language)}</Space>
                  </Typography.Title>
                  <Typography.Text type="secondary">{pickText(config.data.description, language)}</Typography.Text>
                </Space>
                <Space>
                  <Typography.Text>{t('viewAs')}</Typography.Text>
                  <Select style={{ minWidth: 180 }} value={role} onChange={setRole} options={roleOptions} />
                </Space>
              </Flex>
              <Tabs
                style={{ marginTop: 16 }}
                items={[
                  { key: 'navigation', label: t('tabs.navigation'), children: <NavigationPanel config={config.data} roles={roles} /> },
                  { key: 'vocabulary', label: t('tabs.vocabulary'), children: <VocabularyPanel config={config.data} /> },
                  { key: 'features', label: t('tabs.features'), children: <FeaturesPanel config={config.data} /> },
                  { key: 'workflows', label: t('tabs.workflows'), children: <WorkflowsPanel config={config.data} /> },
                  { key: 'policies', label: t('tabs.policies'), children: <PoliciesPanel config={config.data} /> },
                ]}
              />
            </Card>
          ) : null}
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
