import { Card, Descriptions, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { intakeKeyFor } from '../../../engine/clients';
import { answerText } from '../../../engine/forms/answer-text';
import { DateTime } from '../../app/actions/DateTime';
import { useOffice } from '../../app/office/office-context';
import type { Client } from '../../api/client-answers';
import { ClientTags } from './ClientTags';
import { IntakeDetails } from './IntakeDetails';

/** Text that stays left to right inside right-to-left text: e-mails, phones, ID numbers (DESIGN.md, Languages). */
const Ltr = ({ value }: { value: string | null | undefined }) => (value ? <bdi dir="ltr">{value}</bdi> : null);
/**
 * Text the user wrote (a street, a city, a company) kept apart from the page's direction, so a Hebrew street with its
 * number reads in its own order on an English page ("הרצל 12", not "12 הרצל"), and an English one on a Hebrew page.
 */
const isolated = (value: string | null | undefined) => (value ? <bdi>{value}</bdi> : null);

/** The Details tab: contact, address, professional and management data, and the office's intake extras. */
export function ClientDetails({ client }: { client: Client }) {
  const { t, i18n } = useTranslation('clients');
  const { office } = useOffice();
  const intakeForm = office && !office.isPublic ? office.forms.clientIntake : undefined;
  // The source is an answer to the intake form's field that fills it (a referral, a campaign…): shown by its label.
  const sourceKey = intakeForm ? intakeKeyFor(intakeForm, 'source') : undefined;
  const source = client.source && sourceKey ? answerText(intakeForm, sourceKey, client.source, i18n.language, String) : client.source;
  const field = (name: string) => t(`detail.fields.${name}`);
  const section = (title: string, items: [string, ReactNode][]) => {
    const shown = items.filter(([, value]) => value !== null && value !== undefined && value !== '');
    if (shown.length === 0) return null;
    return (
      <Card size="small" title={title}>
        <Descriptions column={{ xs: 1, md: 2 }} size="small" items={shown.map(([label, value]) => ({ key: label, label, children: value }))} />
      </Card>
    );
  };
  return (
    <Flex vertical gap={16}>
      {section(t('detail.sections.contact'), [
        [field('email'), client.email ? <a href={`mailto:${client.email}`}><Ltr value={client.email} /></a> : null],
        [field('mobilePhone'), <Ltr key="mobile" value={client.mobilePhone} />],
        [field('phone'), <Ltr key="phone" value={client.phone} />],
        [field('fax'), <Ltr key="fax" value={client.fax} />],
        [field('preferredContact'), client.preferredContact ? t(`detail.contact.${client.preferredContact}`) : null],
        [field('idNumber'), <Ltr key="id" value={client.idNumber} />],
        [field('birthDate'), client.birthDate ? <DateTime value={client.birthDate} dateOnly /> : null],
        [field('gender'), client.gender ? t(`detail.gender.${client.gender}`) : null],
      ])}
      {section(t('detail.sections.address'), (['street', 'city', 'state', 'postalCode', 'country'] as const).map((name) => [field(name), name === 'postalCode' ? <Ltr key={name} value={client.address[name]} /> : isolated(client.address[name])]))}
      {section(t('detail.sections.professional'), [
        [field('occupation'), isolated(client.professional.occupation)],
        [field('company'), isolated(client.professional.company)],
        [field('workPhone'), <Ltr key="work-phone" value={client.professional.workPhone} />],
        [field('workEmail'), <Ltr key="work-email" value={client.professional.workEmail} />],
      ])}
      {section(t('detail.sections.management'), [
        [field('tags'), client.management.tags.length ? <ClientTags tags={client.management.tags} /> : null],
        [field('source'), isolated(source)],
        [field('createdAt'), <DateTime key="created" value={client.createdAt} />],
        [field('updatedAt'), <DateTime key="updated" value={client.updatedAt} />],
        [field('lastContactDate'), client.lastContactDate ? <DateTime value={client.lastContactDate} /> : null],
        [field('notes'), client.management.notes ? <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBlockEnd: 0 }}>{client.management.notes}</Typography.Paragraph> : null],
      ])}
      <IntakeDetails intake={client.intake ?? {}} />
    </Flex>
  );
}
