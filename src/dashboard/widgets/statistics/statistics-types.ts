import type * as Api from '../../../api/generated/api-types';
import { statisticsPath } from '../../../../widgets/widget-reads';
import { unionValues } from '../../../api/union-values';

/** GET /api/dashboard/statistics's answer (generated from server/modules/dashboard/dashboard.schemas.ts). */
export type StatisticsAnswer = Api.StatisticsAnswer;

/** One tile as the server computes it. */
export type ComputedTile = StatisticsAnswer['data']['tiles'][number];

/** The periods a statistic is computed over (week is the last 7 days). */
export type StatisticPeriod = StatisticsAnswer['data']['period'];
export const STATISTIC_PERIODS = unionValues<StatisticPeriod>()(['today', 'week', 'month', 'year', 'all']);

/** The SWR key of the statistics over a period. */
export const statisticsKey: (period: StatisticPeriod) => string = statisticsPath;
