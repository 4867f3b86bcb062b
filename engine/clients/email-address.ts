import disposableDomains from './disposable-email-domains.json';

/** What is wrong with an e-mail address: not an address, or one at a disposable-mail domain. */
export type EmailFinding = 'email' | 'disposable-email';

// ajv-formats' full `email` expression, so this agrees with every other e-mail field the server checks.
const EMAIL = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;

const DISPOSABLE = new Set(disposableDomains);

/** Whether an address is at a disposable-mail domain (engine/clients/disposable-email-domains.json) or a subdomain of one. */
export function isDisposableEmail(value: string): boolean {
  const labels = value.slice(value.lastIndexOf('@') + 1).trim().toLowerCase().split('.');
  return labels.some((_, index) => DISPOSABLE.has(labels.slice(index).join('.')));
}

/** What is wrong with an e-mail address, or undefined when it is fine (an empty one included). */
export function emailFinding(value: string): EmailFinding | undefined {
  if (value === '') return undefined;
  if (!EMAIL.test(value)) return 'email';
  return isDisposableEmail(value) ? 'disposable-email' : undefined;
}
