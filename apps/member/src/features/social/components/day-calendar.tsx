// The compose tab's calendar: react-day-picker and its stylesheet are about a third of the Social
// Hub's code, so they load beside the first paint instead of before it (schedule-picker.tsx).
import type { CSSProperties } from "react";
import { DayPicker } from "react-day-picker";
import "react-day-picker/style.css";

/**
 * The brand's colours for the selected day, today and the month arrows. Set on the calendar itself:
 * its stylesheet declares these variables on `.rdp-root`, which a parent's value cannot override.
 */
const BRAND_ACCENT = {
  "--rdp-accent-color": "var(--color-brand-600)",
  "--rdp-accent-background-color": "var(--color-brand-50)",
  "--rdp-today-color": "var(--color-brand-600)",
} as CSSProperties;

interface Props {
  date: Date | undefined;
  onDateChange: (date: Date | undefined) => void;
  /** Days before this one cannot be chosen. */
  firstDay: Date;
  labelledBy: string;
}

export default function DayCalendar({ date, onDateChange, firstDay, labelledBy }: Props) {
  return (
    <DayPicker
      mode="single"
      selected={date}
      onSelect={onDateChange}
      disabled={{ before: firstDay }}
      aria-labelledby={labelledBy}
      style={BRAND_ACCENT}
    />
  );
}
