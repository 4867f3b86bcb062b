import { describe, expect, it } from 'vitest';
import { productFeeCapsPct } from './product-fee-caps';

describe('productFeeCapsPct', () => {
  it('gives each savings product its caps (domain notes A2), a kupat gemel those of managers insurance', () => {
    expect(productFeeCapsPct(1)).toEqual({ deposit: 4, balance: 1.05 });
    expect(productFeeCapsPct(2)).toEqual({ deposit: 6, balance: 0.5 });
    expect(productFeeCapsPct(3)).toEqual(productFeeCapsPct(1));
    expect(productFeeCapsPct(4)).not.toBeNull();
  });

  it('has none for an insurance plan, a code it does not know, or no code', () => {
    expect(productFeeCapsPct(5)).toBeNull();
    expect(productFeeCapsPct(9)).toBeNull();
    expect(productFeeCapsPct(null)).toBeNull();
  });
});
