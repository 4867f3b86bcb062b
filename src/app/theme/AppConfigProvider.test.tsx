import { act, render, screen } from '@testing-library/react';
import enUS from 'antd/es/locale/en_US';
import { describe, expect, it, vi } from 'vitest';
import type { LanguagePack } from '../../i18n/language-pack';
import { OfficeContext } from '../office/office-context';
import { AppConfigProvider } from './AppConfigProvider';

// A language whose pack is still on its way: the test puts it in when it chooses.
const store = vi.hoisted(() => ({ pack: undefined as unknown, listeners: new Set<(pack: unknown) => void>() }));
vi.mock('../../i18n/language-packs', () => ({
  languagePack: () => store.pack,
  loadLanguagePack: () => new Promise(() => undefined),
  onLanguagePackAdded: (listener: (pack: unknown) => void) => {
    store.listeners.add(listener);
    return () => store.listeners.delete(listener);
  },
}));

describe('AppConfigProvider', () => {
  it('keeps what it draws mounted when the language’s antd locale arrives after the first render', async () => {
    render(
      <OfficeContext.Provider value={{ isLoading: false, retry: () => undefined }}>
        <AppConfigProvider>
          <input aria-label="typed" defaultValue="" />
        </AppConfigProvider>
      </OfficeContext.Provider>,
    );
    const input = screen.getByLabelText('typed') as HTMLInputElement;
    input.value = 'kept';
    const pack = { language: 'he', strings: {}, antd: { ...enUS, locale: 'he' } } as LanguagePack;
    act(() => {
      store.pack = pack;
      for (const listener of store.listeners) listener(pack);
    });
    // antd wraps its children in a locale provider only when given a locale: the tree's shape must not change.
    expect(input.isConnected).toBe(true);
    expect((screen.getByLabelText('typed') as HTMLInputElement).value).toBe('kept');
  });
});
