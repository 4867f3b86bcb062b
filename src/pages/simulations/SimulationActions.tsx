import { CopyOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { useServerAction } from '../../app/actions/use-server-action';
import { useAuth } from '../../app/auth/use-auth';
import { useNotify } from '../../notifications/notifications';
import { SIMULATIONS_API, type SimulationAnswer, type StoredSimulation } from './simulations-api';
import { useSimulationsApi } from './simulations-api-context';

/**
 * A stored simulation's own actions (spec 2 §4): duplicate it (read it afresh, then save a copy named in the user's
 * language, and open the copy) and, for its author or an admin, share it with the office or stop sharing it.
 */
export function SimulationActions({ simulation, basePath }: { simulation: StoredSimulation; basePath: string }) {
  const { t } = useTranslation('simulations');
  const simulations = useSimulationsApi();
  const { fetcher, mutate } = useSWRConfig();
  const { user } = useAuth();
  const navigate = useNavigate();
  const notify = useNotify();
  const copying = useServerAction();
  const sharing = useServerAction();
  const canShare = simulation.isMine || user?.role === 'admin';
  const refresh = () => mutate((key) => typeof key === 'string' && key.startsWith(SIMULATIONS_API.base));

  const duplicate = async () => {
    const copy = await copying.run(
      async () => {
        const { data: source } = (await fetcher!(SIMULATIONS_API.one(simulation.id))) as SimulationAnswer;
        return simulations.create({ name: t('actions.copyName', { name: source.name }).slice(0, 200), kind: source.kind, inputs: source.inputs, tags: source.tags, clientId: source.clientId });
      },
      { isQuiet: true },
    );
    if (!copy) return;
    notify({ message: t('actions.duplicated', { name: copy.data.name }), severity: 'success' });
    void refresh();
    navigate(`${basePath}/${copy.data.id}`);
  };
  const share = async (isShared: boolean) => {
    const changed = await sharing.run(() => simulations.update(simulation.id, { isShared }), { isQuiet: true });
    if (!changed) return;
    notify({ message: isShared ? t('actions.shared') : t('actions.unshared'), severity: 'success' });
    void refresh();
  };
  const error = copying.error ?? sharing.error;

  return (
    <Flex vertical gap={8} align="end" data-testid="simulation-actions">
      <Flex gap={12} align="center" wrap>
        {canShare ? (
          <Flex gap={8} align="center">
            <Switch checked={simulation.isShared} loading={sharing.isPending} onChange={(checked) => void share(checked)} aria-labelledby="simulation-share-label" data-testid="simulation-share" />
            <Typography.Text id="simulation-share-label">{t('actions.share')}</Typography.Text>
          </Flex>
        ) : null}
        <Button icon={<CopyOutlined />} loading={copying.isPending} onClick={() => void duplicate()} data-testid="simulation-duplicate">
          {t('actions.duplicate')}
        </Button>
      </Flex>
      {error ? (
        <Alert
          type="error"
          showIcon
          title={copying.error ? t('actions.duplicateFailed') : t('actions.shareFailed')}
          description={error.message}
          closable={{
            onClose: () => {
              copying.reset();
              sharing.reset();
            },
          }}
          data-testid="simulation-actions-error"
        />
      ) : null}
    </Flex>
  );
}
