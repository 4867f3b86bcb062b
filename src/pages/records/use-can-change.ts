import { useAuth } from '../../app/auth/use-auth';
import type { RecordModule } from './use-record-module';

/** Whether the user may add and edit records through this module: not a viewer, and not through a view. */
export function useCanChange(module: RecordModule | undefined): boolean {
  const { user } = useAuth();
  return module !== undefined && !module.isView && user?.role !== 'viewer';
}
