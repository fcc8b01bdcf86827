import { type ComponentType, lazy, Suspense } from 'react';
import { LoadingScreen } from '../components/loading-screen.tsx';

/**
 * Fetches a lazily loaded part's code together with the Mantine styles of the screens
 * (screen-styles.ts; fetched once), which the first page does not carry. The styles are asked
 * for first, so their stylesheet comes before the part's own CSS, which may refine them. The
 * Chinese and Tamil fonts' declarations (script-fonts.ts) come along, not waited for: text shows
 * in the system's fonts until a face it needs has arrived.
 */
export async function withScreenStyles<Module>(load: () => Promise<Module>): Promise<Module> {
  const styles = import('./screen-styles.ts');
  void import('./script-fonts.ts');
  const module = await load();
  await styles;
  return module;
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
