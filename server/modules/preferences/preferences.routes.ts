import type { FastifyInstance } from 'fastify';
import type { OfficeTypeCatalog } from '../../../engine/load/office-type-catalog';
import { PREFERENCES_TEXTS } from './preferences.messages';
import { getPreferencesSchema, updatePreferencesSchema } from './preferences.schemas';
import { readPreferences, updatePreferences, type PreferencesDeps } from './preferences.service';
import type { UserPreferences } from './user-preferences';
import { messageBody } from '../../i18n/messages';

/** A user's own preferences (spec 1 §3, §7): theme, language, update channel, backups, session timeout, dashboard refresh. */
export async function preferencesRoutes(app: FastifyInstance, { catalog }: { catalog: OfficeTypeCatalog }): Promise<void> {
  const deps: PreferencesDeps = { db: app.database.db, catalog };

  app.get('/api/users/preferences', { schema: getPreferencesSchema }, async (request) => ({ success: true as const, data: await readPreferences(deps, request) }));

  app.put<{ Body: Partial<UserPreferences> }>('/api/users/preferences', { schema: updatePreferencesSchema }, async (request) => {
    const data = await updatePreferences(deps, request, request.body);
    const messages = { ...PREFERENCES_TEXTS.PREFERENCES_UPDATED };
    return { ...messageBody(messages), data };
  });
}
