import type { TeamDirectoryAnswer } from '../../api/generated/api-types';
import type { DirectoryMember } from './use-member-directory';

// The legal office's members as the members' directory answers them, for stories and tests.

/** Noa, the attorney most matters are assigned to. */
export const attorney = (changes: Partial<DirectoryMember> = {}): DirectoryMember => ({ userId: '9b2e0000-0000-4000-8000-000000000003', name: 'Noa Ben-David', role: 'user', professionalRole: 'attorney', ...changes });

/** Noam, a paralegal. */
export const paralegal = (changes: Partial<DirectoryMember> = {}): DirectoryMember => ({ userId: '00000000-0000-4000-8000-000000000002', name: 'Noam Pro', role: 'user', professionalRole: 'paralegal', ...changes });

/** GET /api/team/directory's answer with these members. */
export const memberDirectory = (members: DirectoryMember[] = [attorney(), paralegal()]): TeamDirectoryAnswer => ({ success: true, data: { members } });
