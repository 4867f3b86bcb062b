import { Form, Radio, Select, Skeleton } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserPreferences } from '../../../api/preference-answers';
import { ErrorState } from '../../../app/chrome/ErrorState';
import { useOfferedLanguages } from '../../../app/chrome/LanguageMenu';
import { ActionError } from '../../../app/actions/ActionError';
import { PREFERENCE_CHOICES, type ChoicePreference } from './preference-choices';
import { usePreferences } from './use-preferences';

/**
 * Some of the user's preferences, each saved as soon as it is chosen (PUT /api/users/preferences); the theme
 * and the language take effect at once. The profile and the settings page show different sets.
 */
export function PreferencesForm({ names }: { names: readonly (keyof UserPreferences)[] }) {
  const { t } = useTranslation('profile');
  const { preferences, error, isLoading, retry, save, action } = usePreferences();
  const languages = useOfferedLanguages();
  const [form] = Form.useForm<UserPreferences>();

  useEffect(() => {
    if (preferences) form.setFieldsValue(preferences);
  }, [form, preferences]);

  if (error && !preferences) return <ErrorState error={error} onRetry={retry} />;
  if (isLoading || !preferences) return <Skeleton active paragraph={{ rows: names.length }} />;

  const onValuesChange = async (changed: Partial<UserPreferences>) => {
    // A refused change goes back to what the server has.
    if (!(await save(changed))) form.setFieldsValue(preferences);
  };

  const choices = (name: ChoicePreference) =>
    (PREFERENCE_CHOICES[name] as readonly (string | number)[]).map((value) => ({ value, label: t(`preferences.${name}.options.${value}`) }));

  const control = (name: keyof UserPreferences) => {
    if (name === 'language') return <Select options={languages.map((language) => ({ value: language, label: <span lang={language}>{t(`common:languages.${language}`)}</span> }))} style={{ maxWidth: 320 }} />;
    if (name === 'themeMode') return <Radio.Group optionType="button" buttonStyle="solid" options={choices(name)} />;
    return <Select options={choices(name)} style={{ maxWidth: 320 }} />;
  };

  return (
    <Form form={form} layout="vertical" initialValues={preferences} onValuesChange={(changed) => void onValuesChange(changed)} disabled={action.isPending}>
      <ActionError error={action.error} onClose={action.reset} />
      {names.map((name) => (
        <Form.Item key={name} name={name} label={t(`preferences.${name}.label`)} extra={t(`preferences.${name}.help`)}>
          {control(name)}
        </Form.Item>
      ))}
    </Form>
  );
}
