import type { FastifyInstance } from 'fastify';
import type { SchemaTypes } from '../../http/schema-types';
import { ownContextOf } from '../../context/request-context';
import { messageBody } from '../../i18n/messages';
import type { PreferencesChange } from '../../users/user-preferences';
import { PREFERENCES_TEXTS } from './preferences.messages';
import { getPreferencesSchema, updatePreferencesSchema } from './preferences.schemas';
import { readPreferences, updatePreferences } from './preferences.service';

/** A user's own preferences (spec 1 §3, §7): theme, language, update channel, backups, session timeout, dashboard refresh. */
export async function preferencesRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<SchemaTypes>();
  app.get('/api/users/preferences', { schema: getPreferencesSchema }, async (request) => ({ success: true as const, data: await readPreferences(ownContextOf(request)) }));

  // The body schema is built from schemas/user-preferences.schema.json when the server starts, so it has no literal
  // type to read the body's from: PreferencesChange is generated from the same file by `npm run gen:types`.
  app.put<{ Body: PreferencesChange }>('/api/users/preferences', { schema: updatePreferencesSchema }, async (request) => {
    const data = await updatePreferences(ownContextOf(request), request.body);
    const messages = { ...PREFERENCES_TEXTS.PREFERENCES_UPDATED };
    return { ...messageBody(messages), data };
  });
}
