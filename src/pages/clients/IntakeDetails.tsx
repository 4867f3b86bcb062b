import { Card, Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { pickText } from '../../../engine/i18n/languages';
import { useOffice } from '../../app/office/office-context';

/** Shows a stored intake value as text: lists joined, yes/no for booleans, objects as their values. */
function asText(value: unknown, yesNo: (flag: boolean) => string): string {
  if (Array.isArray(value)) return value.map((item) => asText(item, yesNo)).join(', ');
  if (typeof value === 'boolean') return yesNo(value);
  if (value && typeof value === 'object') return Object.values(value).map((item) => asText(item, yesNo)).join(' ');
  return value === null || value === undefined ? '' : String(value);
}

/**
 * The fields the office's client-intake form adds (spec 3 §3: a medical office's insurance and allergies…),
 * labelled as that form labels them; fields the form no longer has keep their stored name.
 */
export function IntakeDetails({ intake }: { intake: Record<string, unknown> }) {
  const { t, i18n } = useTranslation('common');
  const { t: clients } = useTranslation('clients');
  const { office } = useOffice();
  const form = office && !office.isPublic ? office.forms.clientIntake : undefined;
  const entries = Object.entries(intake).filter(([, value]) => asText(value, () => '') !== '');
  if (entries.length === 0) return null;
  const yesNo = (flag: boolean) => t(flag ? 'yes' : 'no');
  return (
    <Card size="small" title={form ? pickText(form.title, i18n.language) : clients('detail.sections.intake')}>
      <Descriptions
        column={{ xs: 1, md: 2 }}
        size="small"
        items={entries.map(([name, value]) => ({ key: name, label: form?.fields[name] ? pickText(form.fields[name].label, i18n.language) : name, children: <bdi>{asText(value, yesNo)}</bdi> }))}
      />
    </Card>
  );
}
