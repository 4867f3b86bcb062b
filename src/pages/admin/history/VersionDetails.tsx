import { Typography } from 'antd';
import type { SettingsVersion } from './history-types';

/** The overrides a version holds, as the JSON an implementer reads (left to right in every language). */
export function VersionDetails({ version }: { version: SettingsVersion }) {
  return (
    <Typography.Paragraph style={{ margin: 0 }}>
      <pre dir="ltr" style={{ margin: 0, maxHeight: 320, overflow: 'auto', fontSize: 12, textAlign: 'left' }} data-testid={`version-overrides-${version.version}`}>
        {JSON.stringify(version.overrides, null, 2)}
      </pre>
    </Typography.Paragraph>
  );
}
