import type * as Api from '../../api/generated/api-types';
import type { OfficeConfiguration } from '../../../engine/resolve/resolve-office';

type Answered = Api.OfficeConfigAnswer['data'];

/**
 * What anyone may see of an office before signing in (GET /api/users/office-config, generated from
 * server/modules/office-config); the parts of the configuration it carries are in the engine's types.
 */
export type PublicOffice = Omit<Extract<Answered, { isPublic: true }>, 'name' | 'description' | 'terminology' | 'localization' | 'ui'> &
  Pick<OfficeConfiguration, 'name' | 'description' | 'terminology' | 'localization'> & { ui: Pick<OfficeConfiguration['ui'], 'homepage' | 'theme' | 'branding'> };

/** The whole configuration of the signed-in user's office: the engine's, with the answer's office and isPublic. */
export type PrivateOffice = OfficeConfiguration & Pick<Extract<Answered, { isPublic: false }>, 'isPublic' | 'tenant'>;

/** What GET /api/users/office-config answers in `data`. */
export type OfficeData = PublicOffice | PrivateOffice;

/** What GET /api/users/office-config answers: the generated answer, its data with the engine's parts typed as above. */
export type OfficeConfigAnswer = Omit<Api.OfficeConfigAnswer, 'data'> & { data: OfficeData };
