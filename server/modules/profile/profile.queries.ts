import type { ScopedTransaction } from '../../db/context';
import type { ProfileChanges } from './profile-fields';

/** A user's account and profile, as the profile calls read them. */
export interface ProfileRow {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  is_active: boolean;
  mfa_enabled: boolean;
  created_at: Date;
  user_updated_at: Date;
  phone: string | null;
  company: string | null;
  position: string | null;
  timezone: string | null;
  language: string | null;
  avatar_key: string | null;
  bio: string | null;
  linked_in: string | null;
  website: string | null;
  profile_updated_at: Date | null;
}

/** The signed-in user's account and profile (row-level security shows only their own); with `lock`, locked until the transaction ends. */
export async function readProfile(trx: ScopedTransaction, userId: string, lock = false): Promise<ProfileRow | undefined> {
  const query = trx
    .selectFrom('users as u')
    .leftJoin('user_profiles as p', 'p.user_id', 'u.id')
    .select([
      'u.id',
      'u.email',
      'u.first_name',
      'u.last_name',
      'u.is_active',
      'u.mfa_enabled',
      'u.created_at',
      'u.updated_at as user_updated_at',
      'p.phone',
      'p.company',
      'p.position',
      'p.timezone',
      'p.language',
      'p.avatar_key',
      'p.bio',
      'p.linked_in',
      'p.website',
      'p.updated_at as profile_updated_at',
    ])
    .where('u.id', '=', userId);
  // The account row is the user's lock: profile and preference updates of one user take turns on it.
  return (lock ? query.forUpdate(['u']) : query).executeTakeFirst();
}

/** Sets the names of the signed-in user's account. */
export async function saveNames(trx: ScopedTransaction, userId: string, names: { firstName: string; lastName: string }, now: Date): Promise<void> {
  await trx.updateTable('users').set({ first_name: names.firstName, last_name: names.lastName, updated_at: now }).where('id', '=', userId).execute();
}

/** The profile columns a change sets (those not named stay as they are). */
export type ProfileColumns = Partial<Pick<ProfileChanges, 'phone' | 'company' | 'position' | 'timezone' | 'bio' | 'linkedIn' | 'website'> & { language: 'he' | 'en' | 'es' | null }>;

const COLUMN: Record<keyof ProfileColumns, string> = {
  phone: 'phone',
  company: 'company',
  position: 'position',
  timezone: 'timezone',
  language: 'language',
  bio: 'bio',
  linkedIn: 'linked_in',
  website: 'website',
};

/** Sets some columns of the signed-in user's profile row, creating it when there is none yet. */
export async function saveProfile(trx: ScopedTransaction, userId: string, profile: ProfileColumns, now: Date): Promise<void> {
  const values = { ...Object.fromEntries(Object.entries(profile).map(([name, value]) => [COLUMN[name as keyof ProfileColumns], value ?? null])), updated_at: now };
  await trx
    .insertInto('user_profiles')
    .values({ user_id: userId, ...values })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet(values))
    .execute();
}
