import { describe, expect, it } from 'vitest';
import { dataUrlBytes, fitWidth } from './image-downscale';

describe('an uploaded signature’s size', () => {
  it('keeps a narrow picture as it is, and brings a wide one to 600 px at its proportions', () => {
    expect(fitWidth(400, 120)).toEqual({ width: 400, height: 120 });
    expect(fitWidth(600, 200)).toEqual({ width: 600, height: 200 });
    expect(fitWidth(2400, 900)).toEqual({ width: 600, height: 225 });
    expect(fitWidth(3000, 1)).toEqual({ width: 600, height: 1 });
    expect(fitWidth(1000, 333, 300)).toEqual({ width: 300, height: 100 });
  });

  it('never gives an empty size', () => {
    expect(fitWidth(0, 50)).toEqual({ width: 1, height: 1 });
  });

  it('counts a data URL’s bytes, its padding aside', () => {
    expect(dataUrlBytes('data:image/png;base64,QUJD')).toBe(3);
    expect(dataUrlBytes('data:image/png;base64,QUI=')).toBe(2);
    expect(dataUrlBytes('data:image/png;base64,QQ==')).toBe(1);
  });
});
