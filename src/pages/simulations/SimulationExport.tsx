import { FilePdfOutlined, FileExcelOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DownloadedFile } from '../../api/api-client-options';
import { ActionError } from '../../app/actions/ActionError';
import { saveFile } from '../../app/actions/save-file';
import { useServerAction } from '../../app/actions/use-server-action';
import { api } from '../../app/session';
import { SIMULATIONS_API } from './simulations-api';

/** The formats a simulation is exported in. */
export type SimulationExportFormat = 'pdf' | 'xlsx';

/** GET /:id/export: the simulation as a file in the user's language (the API client sends it). */
export const downloadSimulation = (id: string, format: SimulationExportFormat): Promise<DownloadedFile> =>
  api.get<DownloadedFile>(`${SIMULATIONS_API.one(id)}/export?format=${format}`, { responseType: 'blob' });

const FORMATS = [
  { format: 'pdf', icon: <FilePdfOutlined /> },
  { format: 'xlsx', icon: <FileExcelOutlined /> },
] as const;

/**
 * A saved simulation's export (decision 7): a PDF or a spreadsheet the browser saves, each button busy while its
 * file is made, a failure in the server's words. Stories pass their own `download` and `save`.
 */
export function SimulationExport({ simulation, download = downloadSimulation, save = saveFile }: { simulation: { id: string; name: string }; download?: typeof downloadSimulation; save?: typeof saveFile }) {
  const { t } = useTranslation('simulations');
  const action = useServerAction();
  const [busy, setBusy] = useState<SimulationExportFormat>();
  const run = async (format: SimulationExportFormat) => {
    setBusy(format);
    await action.run(async () => {
      const file = await download(simulation.id, format);
      save(file.blob, file.fileName ?? `${simulation.name}.${format}`);
    }, { isQuiet: true });
    setBusy(undefined);
  };
  return (
    <Flex vertical gap={8} data-testid="simulation-export">
      <Flex gap={8} wrap role="group" aria-label={t('export.title')}>
        {FORMATS.map(({ format, icon }) => (
          <Button key={format} icon={icon} loading={busy === format} disabled={busy !== undefined && busy !== format} onClick={() => void run(format)} data-testid={`simulation-export-${format}`}>
            {t(`export.${format}`)}
          </Button>
        ))}
      </Flex>
      <ActionError error={action.error} onClose={action.reset} />
    </Flex>
  );
}
