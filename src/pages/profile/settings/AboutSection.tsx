import { Descriptions, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import useSWR from 'swr';
import type * as Api from '../../../api/generated/api-types';
import { pickText } from '../../../../engine/i18n/languages';
import { ApiError } from '../../../api/api-error';
import { useOffice } from '../../../app/office/office-context';
import { SectionCard } from '../parts/SectionCard';
import { StatusTag } from '../parts/StatusTag';

/** What GET /api/auth/health answers. */
type Health = Api.Health;

/** About: the office's name and type, whether the server and its database answer, and the legal pages. */
export function AboutSection() {
  const { t, i18n } = useTranslation('settings');
  const { office } = useOffice();
  const health = useSWR<Health>('/auth/health', { refreshInterval: 60_000 });
  const status = health.data?.status ?? (health.error instanceof ApiError && health.error.status === 503 ? 'unavailable' : health.error ? 'unreachable' : undefined);

  return (
    <SectionCard title={t('about.title')} id="about">
      <Descriptions
        column={1}
        size="small"
        items={[
          { key: 'app', label: t('about.application'), children: t('common:appName') },
          { key: 'office', label: t('about.office'), children: office?.tenant?.name ?? '—' },
          { key: 'type', label: t('about.officeType'), children: office ? pickText(office.name, i18n.language) : '—' },
          {
            key: 'health',
            label: t('about.server'),
            children: status ? <StatusTag tone={status === 'ok' ? 'success' : 'error'}>{t(`about.health.${status}`)}</StatusTag> : <Skeleton.Button active size="small" />,
          },
          { key: 'legal', label: t('about.legal'), children: <><Link to="/terms">{t('shell:footer.links.terms')}</Link> · <Link to="/privacy">{t('shell:footer.links.privacy')}</Link></> },
        ]}
      />
    </SectionCard>
  );
}
