/** Where this browser remembers that the side navigation was collapsed (useLocalStorage's JSON). */
export const NAV_COLLAPSED_KEY = 'kira-workspace-nav-collapsed';
