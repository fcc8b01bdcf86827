import { withScreenStyles } from '../lazy-screen.tsx';

/**
 * The parts of the layout only signed-in users see (the header's search and Start menu, the side
 * navigation's frame), in one chunk fetched with the first that is shown: with the frame in a
 * chunk of its own, the bundler split the landing page's own code into more files (more to fetch).
 */
export function loadSignedInParts() {
  return withScreenStyles(() => import('./signed-in-nav.tsx'));
}
