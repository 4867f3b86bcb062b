import { Button, Col, Flex, Form, Input, Row, type FormRule } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Theme } from '../../../../engine/generated/config-types';
import { isRtl, pickText, type Language } from '../../../../engine/i18n/languages';
import { validateTheme } from '../../../../engine/theme/theme-validation';
import type { FieldError } from '../../../api/api-error';
import { BRAND_COLORS, brandingFieldOf, drawableColors, type BrandColor, type BrandingDraft } from './branding-draft';
import { BrandingPreview } from './BrandingPreview';
import { ColorInput } from './ColorInput';
import { CONTACT_EMAIL_MAX_LENGTH, isContactEmail, isContactPhone } from './contact-rules';

export interface BrandingFormProps {
  saved: BrandingDraft;
  theme: Theme;
  languages: readonly Language[];
  /** The server's refusals of the last save, placed at their fields. */
  fieldErrors: readonly FieldError[];
  isSaving: boolean;
  onSave(draft: BrandingDraft): void;
  onCancel(): void;
}

/**
 * The brand in edit mode: company name and tagline in every offered language, the contact details the office's
 * documents carry (checked by the schema's rules) and the three colours, checked as the
 * server checks them (the engine's theme validation: colour errors block, a long name only warns), beside a preview
 * of the draft that follows every keystroke. Nothing is stored until Save Changes.
 */
export function BrandingForm({ saved, theme, languages, fieldErrors, isSaving, onSave, onCancel }: BrandingFormProps) {
  const { t, i18n } = useTranslation('admin');
  const [form] = Form.useForm<BrandingDraft>();
  const companyName = Form.useWatch('companyName', form);
  const tagline = Form.useWatch('tagline', form);
  const colors = Form.useWatch('colors', form);
  const languageName = (language: Language) => t(`common:languages.${language}`);

  useEffect(() => {
    const placed = fieldErrors.flatMap(({ field, message }) => {
      const name = brandingFieldOf(field);
      return name ? [{ name, errors: [message] }] : [];
    });
    if (placed.length > 0) form.setFields(placed);
  }, [fieldErrors, form]);

  const colorRule = (name: BrandColor): FormRule => ({
    validator: async (_, value: unknown) => {
      const issue = validateTheme({ colors: { [name]: value ?? '' } }).errors[0];
      if (issue) throw new Error(pickText(issue.message, i18n.language));
    },
  });
  const longNameRule = (language: Language): FormRule => ({
    warningOnly: true,
    validator: async (_, value: unknown) => {
      const issue = validateTheme({ branding: { companyName: { [language]: typeof value === 'string' ? value : '' } } }).warnings[0];
      if (issue) throw new Error(pickText(issue.message, i18n.language));
    },
  });
  // A tagline is written in every offered language or in none (each language of a text the office shows is required).
  const taglineRule: FormRule = ({ getFieldValue }) => ({
    validator: async (_, value: unknown) => {
      const filled = languages.filter((language) => String(getFieldValue(['tagline', language]) ?? '').trim() !== '');
      if (filled.length > 0 && filled.length < languages.length && String(value ?? '').trim() === '') throw new Error(t('branding.taglineEveryLanguage'));
    },
  });

  const contactRule = (isValid: (value: string) => boolean, message: string): FormRule => ({
    validator: async (_, value: unknown) => {
      if (!isValid(String(value ?? '').trim())) throw new Error(message);
    },
  });
  const ltrInput = { dir: 'ltr', style: { direction: 'ltr' } } as const;

  return (
    <Row gutter={[24, 16]}>
      <Col xs={24} lg={14}>
        <Form form={form} layout="vertical" initialValues={saved} onFinish={onSave} disabled={isSaving} data-testid="branding-form">
          {languages.map((language) => (
            <Row key={language} gutter={16}>
              <Col xs={24} md={12}>
                <Form.Item
                  name={['companyName', language]}
                  label={t('branding.companyNameIn', { language: languageName(language) })}
                  rules={[{ required: true, whitespace: true, message: t('branding.companyNameRequired') }, longNameRule(language)]}
                >
                  <Input lang={language} dir={isRtl(language) ? 'rtl' : 'ltr'} style={{ direction: isRtl(language) ? 'rtl' : 'ltr' }} data-testid={`company-name-${language}`} />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item
                  name={['tagline', language]}
                  label={t('branding.taglineIn', { language: languageName(language) })}
                  dependencies={languages.filter((other) => other !== language).map((other) => ['tagline', other])}
                  rules={[taglineRule]}
                >
                  <Input lang={language} dir={isRtl(language) ? 'rtl' : 'ltr'} style={{ direction: isRtl(language) ? 'rtl' : 'ltr' }} data-testid={`tagline-${language}`} />
                </Form.Item>
              </Col>
            </Row>
          ))}
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item
                name="contactEmail"
                label={t('branding.contactEmail')}
                extra={t('branding.contactHelp')}
                rules={[contactRule(isContactEmail, t('branding.contactEmailInvalid', { max: CONTACT_EMAIL_MAX_LENGTH }))]}
              >
                <Input {...ltrInput} inputMode="email" autoComplete="email" data-testid="contact-email" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="contactPhone" label={t('branding.contactPhone')} rules={[contactRule(isContactPhone, t('branding.contactPhoneInvalid'))]}>
                <Input {...ltrInput} inputMode="tel" autoComplete="tel" data-testid="contact-phone" />
              </Form.Item>
            </Col>
          </Row>
          {BRAND_COLORS.map((name) => (
            <Form.Item key={name} name={['colors', name]} label={t(`branding.colors.${name}`)} extra={t('branding.colorHelp')} rules={[colorRule(name)]}>
              <ColorInput pickerLabel={t('branding.pickColor', { name: t(`branding.colors.${name}`) })} data-testid={`color-${name}`} />
            </Form.Item>
          ))}
          <Flex gap={8}>
            <Button type="primary" htmlType="submit" loading={isSaving} data-testid="branding-save">
              {t('settings.save')}
            </Button>
            <Button onClick={onCancel} data-testid="branding-cancel">
              {t('settings.cancel')}
            </Button>
          </Flex>
        </Form>
      </Col>
      <Col xs={24} lg={10}>
        <div style={{ position: 'sticky', insetBlockStart: 16 }}>
          <BrandingPreview theme={theme} draft={{ companyName: companyName ?? saved.companyName, tagline: tagline ?? saved.tagline }} colors={drawableColors(colors ? { colors } : undefined, saved)} />
        </div>
      </Col>
    </Row>
  );
}
