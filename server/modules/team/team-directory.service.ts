import { inOffice, type OfficeContext, type OfficeRole } from '../../context/office-context';
import { listDirectory } from './team-directory.queries';

/** A member as the directory shows them. */
export interface DirectoryMember {
  userId: string;
  name: string;
  role: OfficeRole;
  professionalRole: string | null;
}

/** The office's active members with their names and roles, for any member's pickers (no addresses, no account details). */
export async function teamDirectory(ctx: OfficeContext): Promise<{ members: DirectoryMember[] }> {
  const rows = await inOffice(ctx, listDirectory);
  return { members: rows.map((row) => ({ userId: row.user_id, name: row.name, role: row.role, professionalRole: row.professional_role })) };
}
