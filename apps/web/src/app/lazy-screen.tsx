import { type ComponentType, lazy, Suspense } from 'react';
import { LoadingScreen } from '../components/loading-screen.tsx';

/**
 * Fetches a lazily loaded part's code together with the Mantine styles of the screens
 * (screen-styles.ts; fetched once), which the first page does not carry. The styles are asked
 * for first, so their stylesheet comes before the part's own CSS, which may refine them. The
 * Chinese and Tamil fonts' declarations (script-fonts.ts) follow once the page has loaded and the
 * browser is idle: 237 KB of CSS (57 KB compressed) that took a simulated phone 0.3 s to fetch
 * and 0.25 s to read before the first screen, for characters most systems' fonts draw meanwhile.
 */
export async function withScreenStyles<Module>(load: () => Promise<Module>): Promise<Module> {
  const styles = import('./screen-styles.ts');
  loadWhenIdle(() => import('./script-fonts.ts'));
  const module = await load();
  await styles;
  return module;
}

const IDLE_AT_MOST_MS = 2_000;

/**
 * Runs `load` after the page's load event, when the browser has nothing else to do, or after
 * IDLE_AT_MOST_MS: on a busy machine the main thread may never fall idle.
 */
function loadWhenIdle(load: () => Promise<unknown>) {
  if (typeof window === 'undefined') return; // rendered on the server: nothing to load
  const whenIdle = () =>
    'requestIdleCallback' in window
      ? requestIdleCallback(() => void load(), { timeout: IDLE_AT_MOST_MS })
      : void load();
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

/**
 * A screen whose code is fetched the first time it is shown, with `Loading...` meanwhile.
 * Every call makes a component of its own type, so moving between two lazy screens mounts a
 * fresh Suspense boundary and the fallback shows (a boundary that is already visible would keep
 * the old screen during the router's transition instead).
 */
export function lazyScreen<Module, Name extends keyof Module>(
  load: () => Promise<Module>,
  name: Name & (Module[Name] extends ComponentType ? Name : never),
) {
  const Screen = lazy(async () => ({
    default: (await withScreenStyles(load))[name] as ComponentType,
  }));
  // biome-ignore lint/correctness/noComponentHookFactories: called once per screen at module load (screens.ts), never during a render, so each screen keeps one stable component type.
  return function LazyScreen() {
    return (
      <Suspense fallback={<LoadingScreen />}>
        <Screen />
      </Suspense>
    );
  };
}
