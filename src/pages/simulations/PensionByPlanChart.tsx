import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';

/** One plan's bar: its name, the pension it pays a month and the lump sum it leaves, in today's money. */
export interface PlanBar {
  name: string;
  pension: number;
  lumpSum: number;
}

/**
 * What each of a {{client}}'s plans brings at retirement, side by side: the monthly pension (a pension plan's) and the
 * lump sum (a study fund's), in today's money; the value axis on the right in Hebrew. The table beside it holds
 * every figure; the picture's name sums it up.
 */
export function PensionByPlanChart({ plans, label, money }: { plans: readonly PlanBar[]; label: string; money: (value: number) => string }) {
  const { t, i18n } = useTranslation('simulations');
  const { token } = theme.useToken();
  const isRtl = i18n.dir() === 'rtl';
  const compact = new Intl.NumberFormat(i18n.language, { notation: 'compact', maximumFractionDigits: 1 });
  const tick = { fontSize: 11, fill: token.colorTextSecondary };
  const hasLumpSums = plans.some((plan) => plan.lumpSum > 0);
  return (
    <figure style={{ margin: 0 }} data-testid="pension-by-plan-chart">
      <div role="img" aria-label={label} style={{ direction: 'ltr' }}>
        <BarChart responsive data={[...plans]} style={{ width: '100%', height: 220 }} margin={{ top: 10, right: 12, bottom: 4, left: 12 }} accessibilityLayer={false}>
          <CartesianGrid vertical={false} stroke={token.colorBorderSecondary} />
          <XAxis dataKey="name" reversed={isRtl} tick={tick} stroke={token.colorBorder} interval={0} />
          <YAxis yAxisId="pension" orientation={isRtl ? 'right' : 'left'} tickFormatter={(value: number) => compact.format(value)} tick={tick} width={56} stroke={token.colorBorder} />
          {hasLumpSums ? <YAxis yAxisId="lump" orientation={isRtl ? 'left' : 'right'} tickFormatter={(value: number) => compact.format(value)} tick={tick} width={56} stroke={token.colorBorder} /> : null}
          <Tooltip formatter={(value) => money(Number(value))} contentStyle={{ background: token.colorBgElevated, border: `1px solid ${token.colorBorderSecondary}`, direction: isRtl ? 'rtl' : 'ltr', textAlign: 'start' }} />
          <Legend wrapperStyle={{ direction: isRtl ? 'rtl' : 'ltr', fontSize: 12 }} />
          <Bar yAxisId="pension" dataKey="pension" name={t('retirement.planPension')} fill={token.colorPrimary} maxBarSize={56} isAnimationActive={false} className="simulation-bar" />
          {hasLumpSums ? <Bar yAxisId="lump" dataKey="lumpSum" name={t('retirement.planLumpSum')} fill={token.colorSuccess} maxBarSize={56} isAnimationActive={false} className="simulation-bar" /> : null}
        </BarChart>
      </div>
    </figure>
  );
}
