// The compose tab's calendar: react-day-picker and its stylesheet are about a third of the Social
// Hub's code, so they load beside the first paint instead of before it (schedule-picker.tsx).
import { DayPicker } from "react-day-picker";
import "react-day-picker/style.css";

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
    />
  );
}
