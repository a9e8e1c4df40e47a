import { describe, expect, it } from 'vitest';
import { squareCrop } from './avatar-crop';

describe('squareCrop', () => {
  it('takes the centred square and scales it down to 256 px, never up', () => {
    expect(squareCrop(1200, 800)).toEqual({ sx: 200, sy: 0, side: 800, size: 256 });
    expect(squareCrop(300, 1001)).toEqual({ sx: 0, sy: 350, side: 300, size: 256 });
    expect(squareCrop(64, 64)).toEqual({ sx: 0, sy: 0, side: 64, size: 64 });
  });
});
