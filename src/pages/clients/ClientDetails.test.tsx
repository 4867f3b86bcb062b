import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../i18n/i18n';
import { registerStrings } from '../../i18n/load-namespaces';
import { clientsStrings } from '../../i18n/locales/clients';
import { renderWithApp } from '../../testing/render-with-app';
import { ClientDetails } from './ClientDetails';
import { clientFixture } from './merge/client-fixture.test-support';

beforeAll(() => registerStrings('clients', clientsStrings));
afterEach(async () => changeLanguage('he'));

const client = clientFixture({
  id: 'c1',
  firstName: 'דנה',
  lastName: 'לוי',
  address: { street: 'הרצל 12', city: 'תל אביב', postalCode: '6100000' },
  professional: { occupation: 'רואת חשבון', company: 'Acme Ltd. 3' },
});

/** The element a text is shown in, and whether it is isolated from the page's direction (a <bdi>). */
const isolation = (text: string) => screen.getByText(text).closest('bdi');

describe('the record’s details in a language of the other direction', () => {
  it('isolate what the user wrote, so a Hebrew street reads in its own order on an English page', async () => {
    await changeLanguage('en');
    expect(i18next.language).toBe('en');
    renderWithApp(<ClientDetails client={client} />);
    expect(isolation('הרצל 12')).not.toBeNull();
    // Isolated with its own direction (dir auto), not forced left to right as a number is.
    expect(isolation('הרצל 12')!.getAttribute('dir')).toBeNull();
    expect(isolation('תל אביב')).not.toBeNull();
    expect(isolation('רואת חשבון')).not.toBeNull();
    expect(isolation('6100000')!.getAttribute('dir')).toBe('ltr');
  });

  it('isolate an English company name on a Hebrew page', () => {
    renderWithApp(<ClientDetails client={client} />);
    expect(isolation('Acme Ltd. 3')).not.toBeNull();
  });
});
