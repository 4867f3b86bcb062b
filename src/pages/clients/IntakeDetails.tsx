import { Card, Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { answerText } from '../../../engine/forms/answer-text';
import { pickText } from '../../../engine/i18n/languages';
import { useOffice } from '../../app/office/office-context';

/**
 * The fields the office's client-intake form adds (spec 3 §3: a medical office's insurance and allergies…),
 * labelled as that form labels them and each chosen option by its label; fields the form no longer has keep their stored name.
 */
export function IntakeDetails({ intake }: { intake: Record<string, unknown> }) {
  const { t, i18n } = useTranslation('common');
  const { t: clients } = useTranslation('clients');
  const { office } = useOffice();
  const form = office && !office.isPublic ? office.forms.clientIntake : undefined;
  const yesNo = (flag: boolean) => t(flag ? 'yes' : 'no');
  const entries = Object.entries(intake)
    .map(([name, value]) => [name, answerText(form, name, value, i18n.language, yesNo)] as const)
    .filter(([, text]) => text !== '');
  if (entries.length === 0) return null;
  return (
    <Card size="small" title={form ? pickText(form.title, i18n.language) : clients('detail.sections.intake')}>
      <Descriptions
        column={{ xs: 1, md: 2 }}
        size="small"
        items={entries.map(([name, text]) => ({ key: name, label: form?.fields[name] ? pickText(form.fields[name].label, i18n.language) : name, children: <bdi>{text}</bdi> }))}
      />
    </Card>
  );
}
