import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OfficeConfiguration } from '../../../../engine/resolve/resolve-office';
import { NavigationPanel } from '../../../explorer/NavigationPanel';

// The preview shows the menus as an administrator sees them: every item their roles allow.
const PREVIEW_ROLES = ['admin'];
// Beside a form the preview has half the width: two menus a row, so their labels still fit.
const TWO_COLUMNS = { xs: 24, sm: 12 };

/** The office's menus as they would look with a section's draft: the engine builds them from the draft configuration. */
export function NavigationPreview({ config }: { config: OfficeConfiguration }) {
  const { t } = useTranslation('admin');
  return (
    // It stays in sight while the form beside it scrolls.
    <div style={{ position: 'sticky', top: 16 }}>
      <Card size="small" title={t('preview.title')} data-testid="navigation-preview">
        <NavigationPanel config={config} roles={PREVIEW_ROLES} columns={TWO_COLUMNS} />
      </Card>
    </div>
  );
}
