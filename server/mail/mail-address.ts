// The WHATWG HTML "valid e-mail address" (what <input type="email"> accepts), so the server and the
// browser agree; it allows no spaces, commas, quotes or angle brackets, hence no header injection.
const MAIL_ADDRESS = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** Whether a value is one plain e-mail address (`name@example.com`, at most 254 characters). */
export function isMailAddress(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > 254 || !MAIL_ADDRESS.test(value)) return false;
  return value.indexOf('@') <= 64;
}
