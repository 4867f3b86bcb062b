import type * as Api from './generated/api-types';

/** What GET /api/users/preferences answers (generated from server/modules/preferences). */
export type PreferencesAnswer = Api.PreferencesAnswer;

/** What PUT /api/users/preferences answers: the message, and every preference as saved. */
export type SavedPreferences = Api.SavedPreferences;

/** A user's preferences (schemas/user-preferences.schema.json), every one with a value. */
export type UserPreferences = PreferencesAnswer['data'];
