import type * as Api from './generated/api-types';

/** An office type as the catalogue lists it (GET /api/office-types, generated from server/modules/office-types). */
export type OfficeTypeSummary = Api.OfficeTypeSummary;
