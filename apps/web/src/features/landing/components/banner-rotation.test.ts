import { describe, expect, it } from 'vitest';
import {
  type BannerAction,
  type BannerState,
  initialBannerState,
  nextBannerState,
} from './banner-rotation.ts';

const run = (actions: BannerAction[], count = 2, from: BannerState = initialBannerState) =>
  actions.reduce((state, action) => nextBannerState(state, action, count), from);

const tick: BannerAction = { type: 'tick' };

describe('the banner rotation', () => {
  it('starts on the first image, playing', () => {
    expect(initialBannerState).toEqual({ active: 0, paused: false, cycle: 0 });
  });

  it('moves to the next image on each tick and from the last back to the first', () => {
    expect(run([tick]).active).toBe(1);
    expect(run([tick, tick]).active).toBe(0);
    expect(run([tick, tick], 3).active).toBe(2);
    expect(run([tick, tick, tick], 3).active).toBe(0);
    expect(run([tick, tick, tick], 3).cycle).toBe(0);
  });

  it('shows a chosen image and starts the interval over', () => {
    const state = run([{ type: 'show', index: 1 }]);
    expect(state).toEqual({ active: 1, paused: false, cycle: 1 });
    expect(run([{ type: 'show', index: 0 }]).cycle).toBe(1);
  });

  it('ignores an image that does not exist', () => {
    expect(run([{ type: 'show', index: 2 }])).toBe(initialBannerState);
    expect(run([{ type: 'show', index: -1 }])).toBe(initialBannerState);
  });

  it('stands still while paused and starts a fresh interval on play', () => {
    const paused = run([{ type: 'toggle-pause' }, tick, tick, tick]);
    expect(paused).toMatchObject({ active: 0, paused: true });
    const playing = run([{ type: 'toggle-pause' }], 2, paused);
    expect(playing).toMatchObject({ active: 0, paused: false });
    expect(playing.cycle).toBeGreaterThan(paused.cycle);
  });
});
