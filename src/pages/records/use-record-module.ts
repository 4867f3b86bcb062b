import { useMemo } from 'react';
import type { FeatureModule } from '../../../engine/generated/config-types';
import { resolveCollection, type ResolvedCollection } from '../../../engine/modules/record-collections';
import { clientListPath } from '../../../engine/routing/app-routes';
import { pathOnly } from '../../../engine/routing/route-gating';
import { useOffice } from '../../app/office/office-context';
import { useTerm } from '../../app/office/use-term';

/** A records module as its screens need it: what it holds, where it and its records open, and its nouns. */
export interface RecordModule {
  module: FeatureModule;
  collection: ResolvedCollection;
  /** The module's own path (/matters). */
  path: string;
  /** The path of the module that holds the records: a view's records open there. */
  holderPath: string;
  /** The name of the module that holds the records, for a view. */
  holder: FeatureModule;
  /** Whether the module is a view of another's records (no new, no edit through it). */
  isView: boolean;
  /** The office's client list path (/patients for a clinic), for a record's client link. */
  clientPath: string;
  /** The collection's words in the reader's language, to fill {{record}}, {{records}} and {{Record}}. */
  nouns: { record: string; records: string; Record: string; Records: string };
}

const capital = (word: string) => word.charAt(0).toLocaleUpperCase() + word.slice(1);

/** The records module with this id, resolved from the office's configuration; undefined while it loads or for no such module. */
export function useRecordModule(moduleId: string): RecordModule | undefined {
  const { runtime } = useOffice();
  const term = useTerm();
  const config = runtime?.config;
  return useMemo(() => {
    if (!config) return undefined;
    const collection = resolveCollection(config, moduleId);
    const module = config.features.modules.find((candidate) => candidate.id === moduleId);
    if (!collection || !module) return undefined;
    const holder = config.features.modules.find((candidate) => candidate.id === collection.ownerId) ?? module;
    const record = term(collection.terms.singular);
    const records = term(collection.terms.plural);
    return {
      module,
      collection,
      path: pathOnly(module.route),
      holderPath: pathOnly(holder.route),
      holder,
      isView: collection.ownerId !== moduleId,
      clientPath: clientListPath(config.features.modules),
      nouns: { record: record.toLocaleLowerCase(), records: records.toLocaleLowerCase(), Record: capital(record), Records: capital(records) },
    };
  }, [config, moduleId, term]);
}
