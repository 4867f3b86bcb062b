import { Drawer, Skeleton, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { ErrorState } from '../../app/chrome/ErrorState';
import { XML_API } from './xml-api';
import { useXmlApi } from './xml-api-context';
import type { XmlSchemaView } from './xml-api-types';

/** A schema's XSD, read only, left to right whatever the screen's direction, in a drawer; loaded when opened. */
export function XmlSchemaSource({ schema, isOpen, onClose }: { schema: XmlSchemaView | undefined; isOpen: boolean; onClose(): void }) {
  const { t } = useTranslation('xml');
  const { token } = theme.useToken();
  const xml = useXmlApi();
  const id = schema?.id;
  const detail = useSWR(isOpen && id ? XML_API.schema(id) : null, () => xml.schema(id ?? ''));

  const body = () => {
    if (detail.error) return <ErrorState error={detail.error} onRetry={() => void detail.mutate()} />;
    if (!detail.data) {
      return (
        <div role="status" aria-label={t('schemas.sourceLoading')} data-testid="xml-schema-source-loading">
          <Skeleton active paragraph={{ rows: 10 }} />
        </div>
      );
    }
    return (
      <pre
        dir="ltr"
        tabIndex={0}
        aria-label={t('schemas.sourceLabel', { name: schema?.name })}
        style={{ margin: 0, padding: 12, whiteSpace: 'pre', overflow: 'auto', fontFamily: token.fontFamilyCode, fontSize: 12, border: `1px solid ${token.colorBorderSecondary}`, borderRadius: token.borderRadius, background: token.colorFillQuaternary }}
        data-testid="xml-schema-source"
      >
        {detail.data.data.xsd}
      </pre>
    );
  };

  return (
    <Drawer open={isOpen} title={<bdi>{schema?.name}</bdi>} size={720} onClose={onClose} destroyOnHidden data-testid="xml-schema-source-drawer">
      {schema ? body() : null}
    </Drawer>
  );
}
