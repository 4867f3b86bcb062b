import { describe, expect, it } from 'vitest';
import { widgetDefinitions } from '../../widgets/widget-definitions';
import { widgetComponentFor, widgetComponents } from './widget-components';

describe('widget components', () => {
  it('registers a component for every widget definition, under its own type', () => {
    const missing = Object.keys(widgetDefinitions).filter((type) => !widgetComponents[type]);
    expect(missing).toEqual([]);
    for (const [type, registered] of Object.entries(widgetComponents)) expect(registered.type).toBe(type);
  });

  it('registers nothing that has no definition', () => {
    expect(Object.keys(widgetComponents).filter((type) => !(type in widgetDefinitions))).toEqual([]);
  });

  it('fails loudly on an unknown type', () => {
    expect(() => widgetComponentFor('no-such-widget')).toThrow(/no-such-widget/);
  });
});
