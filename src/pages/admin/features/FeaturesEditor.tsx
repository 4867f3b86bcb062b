import { Flex, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pickText } from '../../../../engine/i18n/languages';
import { messagesUnder } from '../section-parts/field-errors';
import { SaveBar } from '../section-parts/SaveBar';
import type { LoadedSection } from '../section-parts/SectionFrame';
import type { OfficeSettingsState } from '../office-settings/use-office-settings';
import { choicesFrom, choose, configWithChoices, withFeatures, type FeatureChoices } from './feature-choices';
import { FeatureTable } from './FeatureTable';
import { turnOffConsequences } from './turn-off-consequences';
import { TurnOffDialog } from './TurnOffDialog';

const sameChoices = (a: FeatureChoices, b: FeatureChoices) => JSON.stringify([[...a.enabled].sort(), [...a.disabled].sort()]) === JSON.stringify([[...b.enabled].sort(), [...b.disabled].sort()]);

/** The office's flags with the draft's choices, a switch each, and a word about what goes when one goes off. */
export function FeaturesEditor({ config, settings, state }: LoadedSection & { state: OfficeSettingsState }) {
  const { t, i18n } = useTranslation('admin');
  const saved = useMemo(() => choicesFrom(settings.overrides), [settings.overrides]);
  const [choices, setChoices] = useState<FeatureChoices>(saved);
  const [askingOff, setAskingOff] = useState<string>();
  const draft = useMemo(() => configWithChoices(config, choices), [config, choices]);
  const flags = draft.featureFlags.features;
  const pending = useMemo(() => {
    const flag = askingOff ? flags[askingOff] : undefined;
    return flag ? { name: pickText(flag.name, i18n.language), consequences: turnOffConsequences(config, choices, flag.id) } : undefined;
  }, [askingOff, choices, config, flags, i18n.language]);
  const serverProblems = messagesUnder(state.fieldErrors, 'features');

  return (
    <Flex vertical gap={16} data-testid="features-section">
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('features.intro')}
      </Typography.Paragraph>
      {serverProblems.map((problem) => (
        <Typography.Text key={problem.field + problem.message} type="danger" role="alert">
          {problem.message}
        </Typography.Text>
      ))}
      <FeatureTable flags={flags} choices={choices} onChoose={(id, choice) => setChoices((current) => choose(current, id, choice))} onAskTurnOff={setAskingOff} />
      <TurnOffDialog
        config={draft}
        {...(pending ? { pending } : {})}
        onConfirm={() => {
          if (askingOff) setChoices((current) => choose(current, askingOff, 'off'));
          setAskingOff(undefined);
        }}
        onCancel={() => setAskingOff(undefined)}
      />
      <SaveBar
        state={state}
        isDirty={!sameChoices(choices, saved)}
        onSave={() => void state.save((overrides) => withFeatures(overrides, choices))}
        onCancel={() => setChoices(saved)}
      />
    </Flex>
  );
}
