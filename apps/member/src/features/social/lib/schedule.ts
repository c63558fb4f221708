// Date and time of the compose form (part 2 §5: time defaults to 09:00 and combines with the date).
export const DEFAULT_TIME = "09:00";

/** The chosen local day at the chosen local time, or null when the time is not HH:MM. */
export function combineDateAndTime(day: Date, time: string): Date | null {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) return null;
  return new Date(day.getFullYear(), day.getMonth(), day.getDate(), hours, minutes, 0, 0);
}

export function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? "" : "s"}`;
}

/** Onboarding progress (part 2 §4): 50 plus half the percentage of connected platforms (out of 3). */
export function setupProgress(connected: number, total = 3): number {
  const percentConnected = (Math.min(connected, total) / total) * 100;
  return 50 + percentConnected / 2;
}
