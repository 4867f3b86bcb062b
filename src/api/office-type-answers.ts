import type { OfficeConfiguration } from '../../engine/resolve/resolve-office';
import type * as Api from './generated/api-types';

/** What GET /api/office-types answers: the installed office types (generated from server/modules/office-types). */
export type OfficeTypesAnswer = Api.OfficeTypesAnswer;

/** An office type as the catalogue lists it. */
export type OfficeTypeSummary = OfficeTypesAnswer['data'][number];

/**
 * What GET /api/office-types/{id} answers: the generated answer, whose data the schema leaves an open object, with
 * that data as the engine resolves it.
 */
export type OfficeTypeAnswer = Omit<Api.OfficeTypeAnswer, 'data'> & { data: OfficeConfiguration };
