import { useFormatMoney } from '../money/use-format-money';

/** An amount in the office's currency and decimals, kept left to right inside right-to-left text. */
export function Amount({ value }: { value: number }) {
  const format = useFormatMoney();
  return <bdi>{format(value)}</bdi>;
}
