import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { pickText } from '../../../engine/i18n/languages';
import { useOffice } from '../../app/office/office-context';
import { SimulationEditor } from './SimulationEditor';

interface EnhancedPensionPageProps {
  /** The module of kind pension-simulation this page is (insurance's enhanced-pension): its name is the title. */
  moduleId: string;
  /** The office's simulations history: a saved simulation opens under it. */
  basePath: string;
}

/**
 * The enhanced pension simulation (issue 26, spec 2 §1): the simulation's inputs with the family's, the live result,
 * and beside it the disability and survivors' pensions of the current salary; saved as an enhanced simulation, which
 * the server recomputes as /enhanced-complete does.
 */
export function EnhancedPensionPage({ moduleId, basePath }: EnhancedPensionPageProps) {
  const { t, i18n } = useTranslation('simulations');
  const { runtime } = useOffice();
  const module = runtime?.config.features.modules.find((candidate) => candidate.id === moduleId);
  const title = module ? pickText(module.name, i18n.language) : t('enhanced.title');
  return (
    <section aria-labelledby="enhanced-pension-title" data-testid="enhanced-pension-page">
      <Flex justify="space-between" align="start" gap={16} wrap style={{ marginBlockEnd: 16 }}>
        <div>
          <Typography.Title level={1} id="enhanced-pension-title" style={{ fontSize: 28, marginBlockEnd: 4 }}>
            {title}
          </Typography.Title>
          <Typography.Paragraph type="secondary" style={{ marginBlockEnd: 0 }}>
            {t('enhanced.intro')}
          </Typography.Paragraph>
        </div>
        <Link to={basePath} data-testid="simulation-back">
          {t('backToHistory')}
        </Link>
      </Flex>
      <SimulationEditor basePath={basePath} kind="enhanced" />
    </section>
  );
}
