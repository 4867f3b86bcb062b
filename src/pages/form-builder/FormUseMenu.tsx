import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { pickText } from '../../../engine/i18n/languages';
import { recordModules } from '../../../engine/modules/record-collections';
import { useOffice } from '../../app/office/office-context';
import type { FormSummary, UseRequest } from './forms-api';

/** The office's records modules with records of their own, whose form a stored form can become: id and name. */
export function useRecordModules(): { id: string; name: string }[] {
  const { i18n } = useTranslation();
  const modules = useOffice().runtime?.config.features.modules ?? [];
  return recordModules(modules)
    .filter((module) => !module.collection.viewOf)
    .map((module) => ({ id: module.id, name: pickText(module.name, i18n.language) }));
}

/**
 * A stored form's "use" menu: as the client intake, as the form of one of the office's records modules, stop using
 * it (where it is in use), and its public link.
 */
export function FormUseMenu({ form, onUse, onPublicLink }: { form: FormSummary; onUse(use: UseRequest, success: string): void; onPublicLink(): void }) {
  const { t } = useTranslation('formBuilder');
  const modules = useRecordModules();
  const items: MenuProps['items'] = [
    { key: 'intake', label: t('list.useAsIntake'), disabled: form.usedAs.includes('clientIntake') },
    ...(modules.length
      ? modules.map((module) => ({ key: `module:${module.id}`, label: t('list.useAsModule', { module: module.name }), disabled: form.usedAs.includes(`module:${module.id}`) }))
      : [{ key: 'no-modules', label: t('list.noModules'), disabled: true }]),
    { type: 'divider' },
    { key: 'none', label: t('list.stopUsing'), disabled: form.usedAs.length === 0, danger: true },
    { type: 'divider' },
    { key: 'public', label: t('list.publicLink') },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'intake') onUse({ as: 'clientIntake' }, t('list.usedAsIntake'));
    else if (key === 'none') onUse({ as: 'none' }, t('list.usesStopped'));
    else if (key === 'public') onPublicLink();
    else if (key.startsWith('module:')) {
      const module = modules.find((candidate) => `module:${candidate.id}` === key);
      if (module) onUse({ as: 'module', module: module.id }, t('list.usedAsModule', { module: module.name }));
    }
  };
  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']}>
      <Button type="text" data-testid="form-use-menu" aria-label={t('list.useMenu')}>
        {t('list.useMenu')} <DownOutlined />
      </Button>
    </Dropdown>
  );
}
