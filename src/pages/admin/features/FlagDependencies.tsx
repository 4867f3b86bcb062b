import { Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { pickText } from '../../../../engine/i18n/languages';
import type { ResolvedFlag } from '../../../../engine/features/resolve-features';

/** A flag's dependencies, each with its state: green when on, grey when off. */
export function FlagDependencies({ flag, flags }: { flag: ResolvedFlag; flags: Readonly<Record<string, ResolvedFlag>> }) {
  const { t, i18n } = useTranslation('admin');
  if (!flag.dependencies.length) {
    return (
      <Typography.Text type="secondary" aria-label={t('features.noDependencies')}>
        —
      </Typography.Text>
    );
  }
  return (
    <Flex gap={4} wrap>
      {flag.dependencies.map((id) => {
        const dependency = flags[id];
        const isOn = dependency?.enabled === true;
        return (
          <Tag key={id} color={isOn ? 'green' : 'default'} data-testid={`dependency-${flag.id}-${id}`}>
            {dependency ? pickText(dependency.name, i18n.language) : id} · {t(isOn ? 'features.on' : 'features.off')}
          </Tag>
        );
      })}
    </Flex>
  );
}
