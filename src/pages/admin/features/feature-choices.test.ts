import { describe, expect, it } from 'vitest';
import { sandboxConfiguration } from '../../../dashboard/sandbox-office';
import { choiceOf, choicesFrom, choose, configWithChoices, withFeatures } from './feature-choices';
import { turnOffConsequences } from './turn-off-consequences';

const legal = sandboxConfiguration('legal');
const NONE = { enabled: [], disabled: [] };

describe('the office’s feature choices', () => {
  it('moves a flag between the lists, and out of both for the office type’s default', () => {
    const on = choose({ enabled: [], disabled: ['reports'] }, 'reports', 'on');
    expect(on).toEqual({ enabled: ['reports'], disabled: [] });
    expect(choiceOf(on, 'reports')).toBe('on');
    expect(choose(on, 'reports', 'default')).toEqual(NONE);
  });

  it('writes the lists into the overrides, and no features key when there is no choice', () => {
    expect(withFeatures({ features: { enabled: ['email'] }, name: { he: 'a', en: 'a' } }, { enabled: [], disabled: ['reports'] })).toEqual({ features: { disabled: ['reports'] }, name: { he: 'a', en: 'a' } });
    expect(withFeatures({ features: { enabled: ['email'] } }, NONE)).toEqual({});
    expect(choicesFrom({ features: { disabled: ['email'] } })).toEqual({ enabled: [], disabled: ['email'] });
  });

  it('resolves the flags as the engine does: the office’s choice, and dependencies still apply', () => {
    const flags = configWithChoices(legal, { enabled: ['predictive-insights'], disabled: ['time-tracking'] }).featureFlags.features;
    expect(flags['time-tracking']).toMatchObject({ enabled: false, reason: 'tenant_override' });
    expect(flags['predictive-insights']).toMatchObject({ enabled: false, reason: 'dependency', blockedBy: ['advanced-analytics'] });
    expect(configWithChoices(legal, NONE).featureFlags.features).toEqual(legal.featureFlags.features);
  });

  it('says what turning a flag off takes away: its menu items, its screens and the flags that need it', () => {
    const consequences = turnOffConsequences(legal, NONE, 'time-tracking');
    expect(consequences.menuItems.map((item) => item.id)).toEqual(['timekeeping']);
    expect(consequences.quickActions.map((action) => action.id)).toEqual(['log-time']);
    expect(consequences.routes).toContain('/time-billing');
    const analytics = turnOffConsequences(legal, { enabled: ['advanced-analytics', 'predictive-insights'], disabled: [] }, 'advanced-analytics');
    expect(analytics.flags.map((flag) => flag.id)).toEqual(['predictive-insights']);
    expect(analytics.routes).toEqual(expect.arrayContaining(['/analytics', '/insights']));
  });
});
