import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { clientModules } from '../../../engine/routing/app-routes';
import { pathOnly } from '../../../engine/routing/route-gating';
import { useOffice } from '../../app/office/office-context';

type Kind = 'client' | 'lead';

/** Where the client screens link to, from the screen the user is on. */
export interface ClientPaths {
  list(kind: Kind): string;
  record(client: { id: string; kind: Kind }): string;
  create(kind: Kind): string;
  merge(kind: Kind): string;
}

/**
 * The client screens' paths under the path the user came by: /patients when a medical office's module whose
 * entity is the clients brought them there (so /patients, /patients/<id> and back), else /clients; leads are /leads.
 */
export function useClientPaths(): ClientPaths {
  const { runtime } = useOffice();
  const { pathname } = useLocation();
  const modules = runtime?.config.features.modules;
  return useMemo(() => {
    const base =
      clientModules(modules ?? [])
        .map((module) => pathOnly(module.route))
        .find((route) => pathname === route || pathname.startsWith(`${route}/`)) ?? '/clients';
    const list = (kind: Kind) => (kind === 'lead' ? '/leads' : base);
    return {
      list,
      record: (client) => `${list(client.kind)}/${client.id}`,
      create: (kind) => `${list(kind)}/new`,
      merge: (kind) => `${list(kind)}/merge`,
    };
  }, [modules, pathname]);
}
