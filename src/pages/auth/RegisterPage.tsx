import { Button, Col, Form, Input, Row, Typography } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type * as Api from '../../api/generated/api-types';
import { pickSuccessMessage } from '../../api/messages';
import { rememberTenant } from '../../app/auth/tenant-hint';
import { FullPageSpinner } from '../../app/chrome/FullPageSpinner';
import { api } from '../../app/session';
import { AuthHeading } from './AuthHeading';
import { EmailField } from './EmailField';
import { errorText } from './error-text';
import { FormAlert } from './FormAlert';
import { InvitationSummary } from './InvitationSummary';
import type { LoginNotice } from './login-notice';
import { OfficeFields } from './OfficeFields';
import { slugFromName } from './office-slug';
import { PasswordFields } from './PasswordFields';
import { TermsField } from './TermsField';
import { useInvitation } from './use-register-data';
import { useServerForm } from './use-server-form';
import { TextLink } from './TextLink';

interface RegisterValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
  officeName?: string;
  officeType?: string;
  slug?: string;
  acceptTerms?: boolean;
}

type RegisterAnswer = Api.Registered;

/**
 * /register: an account and its new office (spec 1 §5's rules checked as typed, the office's own as the
 * server answers); with `?invitation=`, an account that joins the inviting office instead.
 */
export function RegisterPage() {
  const { t, i18n } = useTranslation('auth');
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('invitation') ?? undefined;
  const invitation = useInvitation(token);
  const [form] = Form.useForm<RegisterValues>();
  const server = useServerForm(form);
  const isSlugEdited = useRef(false);

  const onValuesChange = (changed: Partial<RegisterValues>) => {
    if ('slug' in changed) isSlugEdited.current = Boolean(changed.slug);
    if ('officeName' in changed && !isSlugEdited.current) form.setFieldValue('slug', slugFromName(changed.officeName ?? ''));
  };

  const onFinish = (values: RegisterValues) =>
    server.submit(async () => {
      const account = { firstName: values.firstName.trim(), lastName: values.lastName.trim(), password: values.password, confirmPassword: values.confirmPassword, acceptTerms: values.acceptTerms === true };
      if (token && invitation.data) {
        const answer = await api.post<RegisterAnswer>('/auth/register', { ...account, email: invitation.data.email, invitationToken: token });
        rememberTenant(answer.tenant?.tenantSubdomain ?? invitation.data.officeSlug);
        navigate('/login', { state: { notice: { message: pickSuccessMessage(answer, i18n.language), type: 'success' } satisfies LoginNotice } });
        return;
      }
      const email = values.email.trim();
      await api.post<RegisterAnswer>('/auth/register', { ...account, email, officeName: values.officeName?.trim(), officeType: values.officeType, slug: values.slug });
      navigate('/auth/register-success', { state: { email } });
    });

  if (token && invitation.isLoading) return <FullPageSpinner label={t('register.invitationLoading')} />;
  if (token && !invitation.data) {
    return (
      <>
        <AuthHeading title={t('register.invitationInvalid')} />
        <FormAlert message={errorText(invitation.error, i18n.language)} />
        <TextLink to="/register">{t('register.registerWithout')}</TextLink>
      </>
    );
  }
  const invited = invitation.data;
  return (
    <>
      <AuthHeading title={t('register.title')} subtitle={invited ? undefined : t('register.subtitle')} />
      {invited ? <InvitationSummary invitation={invited} /> : null}
      <FormAlert message={server.error} />
      {invited?.hasAccount ? null : (
        <Form
          form={form}
          layout="vertical"
          requiredMark={false}
          initialValues={{ officeType: 'legal', email: invited?.email ?? '' }}
          onValuesChange={onValuesChange}
          onFinish={(values) => void onFinish(values)}
          disabled={server.isSubmitting}
          scrollToFirstError
          data-testid="register-form"
        >
          <Typography.Title level={2} style={{ fontSize: 16 }}>
            {t('register.yourDetails')}
          </Typography.Title>
          <Row gutter={12}>
            <Col xs={24} sm={12}>
              <Form.Item name="firstName" label={t('fields.firstName')} rules={[{ required: true, whitespace: true, message: t('validation.firstNameRequired') }]}>
                <Input autoComplete="given-name" maxLength={100} autoFocus />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item name="lastName" label={t('fields.lastName')} rules={[{ required: true, whitespace: true, message: t('validation.lastNameRequired') }]}>
                <Input autoComplete="family-name" maxLength={100} />
              </Form.Item>
            </Col>
          </Row>
          <EmailField isDisabled={Boolean(invited)} />
          <PasswordFields />
          {invited ? null : (
            <>
              <Typography.Title level={2} style={{ fontSize: 16 }}>
                {t('register.officeDetails')}
              </Typography.Title>
              <OfficeFields />
            </>
          )}
          <TermsField />
          <Button type="primary" htmlType="submit" size="large" block loading={server.isSubmitting}>
            {t('register.submit')}
          </Button>
        </Form>
      )}
      <Typography.Paragraph style={{ textAlign: 'center', marginBlock: '20px 0' }}>
        {t('register.haveAccount')} <TextLink to="/login">{t('register.login')}</TextLink>
      </Typography.Paragraph>
    </>
  );
}
