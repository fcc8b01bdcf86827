/**
 * The banner's state: which image shows, whether the visitor paused it, and `cycle`, which
 * changes whenever the interval must start over (a dot was chosen, or play was pressed) so the
 * next image always comes a full interval later.
 */
export interface BannerState {
  active: number;
  paused: boolean;
  cycle: number;
}

export type BannerAction =
  | { type: 'tick' }
  | { type: 'show'; index: number }
  | { type: 'toggle-pause' };

export const initialBannerState: BannerState = { active: 0, paused: false, cycle: 0 };

/** The next state of a banner of `count` images; a tick moves on, past the last to the first. */
export function nextBannerState(state: BannerState, action: BannerAction, count: number) {
  switch (action.type) {
    case 'tick':
      return state.paused ? state : { ...state, active: (state.active + 1) % count };
    case 'show':
      if (action.index < 0 || action.index >= count) return state;
      return { ...state, active: action.index, cycle: state.cycle + 1 };
    case 'toggle-pause':
      return { ...state, paused: !state.paused, cycle: state.cycle + 1 };
  }
}
