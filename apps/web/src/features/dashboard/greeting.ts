// Kira's users are in Singapore: greet them by the Singapore clock, wherever the browser is.
const singaporeHour = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Singapore',
  hour: 'numeric',
  hourCycle: 'h23',
});

/** "Good morning" from 5:00, "Good afternoon" from 12:00, "Good evening" from 18:00 (SGT). */
export function greetingFor(now: Date): string {
  const hour = Number(singaporeHour.formatToParts(now).find((part) => part.type === 'hour')?.value);
  if (hour >= 5 && hour < 12) return 'Good morning';
  if (hour >= 12 && hour < 18) return 'Good afternoon';
  return 'Good evening';
}
