/** A paper's duration: the form enters hours, minutes and seconds; the API stores seconds. */
export type DurationParts = { hours: number; minutes: number; seconds: number };

export const toSeconds = ({ hours, minutes, seconds }: DurationParts) => hours * 3600 + minutes * 60 + seconds;

export function fromSeconds(total: number): DurationParts {
  const whole = Math.max(0, Math.floor(total));
  return { hours: Math.floor(whole / 3600), minutes: Math.floor((whole % 3600) / 60), seconds: whole % 60 };
}
