import { singaporeWallClock } from '@kira/core/singapore-time';

/**
 * "Good morning" from 5:00, "Good afternoon" from 12:00, "Good evening" from 18:00: Kira's
 * users are in Singapore, so by the Singapore clock, wherever the browser is.
 */
export function greetingFor(now: Date): string {
  const { hour } = singaporeWallClock(now);
  if (hour >= 5 && hour < 12) return 'Good morning';
  if (hour >= 12 && hour < 18) return 'Good afternoon';
  return 'Good evening';
}
