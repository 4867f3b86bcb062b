import type { OfficeRole } from '../../context/office-context';
import type { SchemaView } from '../../http/schema-types';
import { avatarUrl } from '../../users/avatar-url';
import type { Language } from '../../users/user-preferences';
import type { ProfileRow } from './profile.queries';
import type { profileSchema } from './profile.schemas';

/** The profile as the client reads it (spec 1 §3: the user and the profile form): the shape of its response schema. */
export type ProfileView = SchemaView<typeof profileSchema>;

const iso = (value: Date | string): string => new Date(value).toISOString();

/** The view of a profile row; the role is the user's in the office the work acts in, the language the one that applies. */
export function profileView(row: ProfileRow, role: OfficeRole | null, language: Language): ProfileView {
  const updated = row.profile_updated_at && new Date(row.profile_updated_at) > new Date(row.user_updated_at) ? row.profile_updated_at : row.user_updated_at;
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    role,
    isActive: row.is_active,
    isMfaEnabled: row.mfa_enabled,
    phone: row.phone,
    company: row.company,
    position: row.position,
    timezone: row.timezone,
    language,
    avatarUrl: avatarUrl(row.id, row.avatar_key),
    bio: row.bio,
    linkedIn: row.linked_in,
    website: row.website,
    createdAt: iso(row.created_at),
    updatedAt: iso(updated),
  };
}
