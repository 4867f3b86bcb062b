import { Card, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { isLanguage, pickText } from '../../../../engine/i18n/languages';
import { AntIcon } from '../../../../engine/react/AntIcon';
import { LinkButton } from '../LinkButton';
import { useLanguage } from '../use-language';
import { demoSlugFor } from './demo-offices';
import { DemoUsers } from './DemoUsers';
import type { DemoSignIn } from './use-demo-sign-ins';
import type { OfficeTypeSummary } from '../../../api/office-type-answers';

/**
 * One office type with its demo office: open it (a fresh page load, so the office is chosen anew) or sign in to it,
 * and its demo users when the server lists them.
 */
export function DemoOfficeCard({ officeType, signIn }: { officeType: OfficeTypeSummary; signIn?: DemoSignIn | undefined }) {
  const { t } = useTranslation('public');
  const { t: tc } = useTranslation('common');
  const language = useLanguage();
  const name = pickText(officeType.name, language);
  const slug = demoSlugFor(officeType.id);
  return (
    <Card className="public-feature" data-testid={`demo-office-${officeType.id}`}>
      <span className="public-feature__icon" aria-hidden="true">
        <AntIcon name={officeType.icon ?? 'ShopOutlined'} />
      </span>
      <Typography.Title level={2} style={{ fontSize: 20, marginTop: 0 }}>
        {name}
      </Typography.Title>
      <Typography.Paragraph className="public-muted">{pickText(officeType.description, language)}</Typography.Paragraph>
      <Flex gap={4} wrap align="center" style={{ marginBottom: 16 }}>
        <Typography.Text className="public-muted">{t('demo.languages')}:</Typography.Text>
        {officeType.languages.map((code) => (
          <Tag key={code} lang={code}>
            {isLanguage(code) ? tc(`languages.${code}`) : code}
          </Tag>
        ))}
      </Flex>
      {slug && signIn ? <DemoUsers signIn={signIn} /> : null}
      {slug ? (
        <Flex gap={8} wrap>
          <LinkButton to={`/?tenant=${slug}`} reload type="primary" aria-label={t('demo.openNamed', { name })}>
            {t('demo.open')}
          </LinkButton>
          <LinkButton to={`/login?tenant=${slug}`} reload aria-label={t('demo.signInNamed', { name })}>
            {t('demo.signIn')}
          </LinkButton>
        </Flex>
      ) : (
        <Typography.Text className="public-muted">{t('demo.noDemo')}</Typography.Text>
      )}
    </Card>
  );
}
