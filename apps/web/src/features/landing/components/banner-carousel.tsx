import { Group, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useLayoutEffect, useReducer, useRef } from 'react';
import { Link } from 'react-router';
import { BANNER_INTERVAL_MS } from '../constants.ts';
import classes from './banner-carousel.module.css';
import {
  type BannerAction,
  type BannerState,
  initialBannerState,
  nextBannerState,
} from './banner-rotation.ts';
import { bannerSlides } from './banner-slides.ts';

const reduce = (state: BannerState, action: BannerAction) =>
  nextBannerState(state, action, bannerSlides.length);

function PauseIcon({ paused }: { paused: boolean }) {
  return (
    <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
      {paused ? (
        <path d="M3.5 2.2v9.6L11.5 7z" fill="currentColor" />
      ) : (
        <path d="M3.5 2.5h2.2v9H3.5zM8.3 2.5h2.2v9H8.3z" fill="currentColor" />
      )}
    </svg>
  );
}

/**
 * The landing page's banner: two images, the next one every BANNER_INTERVAL_MS. The whole
 * image is a link to /signup. Dots pick an image (and restart the interval); the pause button
 * stops the rotation for people who need the page to stay still. The rules are in
 * banner-rotation.ts.
 */
export function BannerCarousel() {
  const [{ active, paused, cycle }, dispatch] = useReducer(reduce, initialBannerState);
  const root = useRef<HTMLDivElement>(null);

  // One interval per cycle. The prerendered banner stands still until hydration runs this.
  // data-rotating is written here, not rendered, so it changes in the very step that starts or
  // stops the interval, without another render: whoever sees it (a test moving the clock) knows
  // whether the interval runs.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new cycle must restart the interval.
  useLayoutEffect(() => {
    const element = root.current;
    if (paused || !element) return;
    const timer = window.setInterval(() => dispatch({ type: 'tick' }), BANNER_INTERVAL_MS);
    element.dataset.rotating = 'true';
    return () => {
      window.clearInterval(timer);
      element.dataset.rotating = 'false';
    };
  }, [paused, cycle]);

  return (
    <div ref={root} className={classes.root} data-testid="banner-carousel">
      <Link to="/signup" data-testid="banner" className={classes.banner}>
        <VisuallyHidden>Create your Kira account: </VisuallyHidden>
        {bannerSlides.map(({ label, Illustration }, index) => (
          <div
            key={label}
            role="img"
            aria-label={label}
            aria-hidden={index !== active}
            data-slide={index}
            data-active={index === active ? 'true' : 'false'}
            className={classes.slide}
          >
            <Illustration />
          </div>
        ))}
      </Link>
      <Group justify="space-between" wrap="nowrap" gap="xs" mt="sm">
        <Text size="sm" c="dimmed" aria-live={paused ? 'polite' : 'off'}>
          {bannerSlides[active]?.caption}
        </Text>
        <Group gap={2} wrap="nowrap" className={classes.controls}>
          {bannerSlides.map(({ label }, index) => (
            <UnstyledButton
              key={label}
              className={classes.dot}
              data-current={index === active || undefined}
              aria-label={`Show image ${index + 1} of ${bannerSlides.length}`}
              aria-pressed={index === active}
              onClick={() => dispatch({ type: 'show', index })}
            />
          ))}
          <UnstyledButton
            className={classes.pause}
            aria-label={paused ? 'Play the banner' : 'Pause the banner'}
            onClick={() => dispatch({ type: 'toggle-pause' })}
          >
            <PauseIcon paused={paused} />
          </UnstyledButton>
        </Group>
      </Group>
    </div>
  );
}
