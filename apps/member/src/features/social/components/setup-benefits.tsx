import { Card, CardContent } from "@realty/ui/card";
import { BarChart3, CalendarClock, Zap } from "lucide-react";

const BENEFITS = [
  {
    title: "Instant Posting",
    text: "Share scripts, videos and ready-made posts to every connected account in one click.",
    Icon: Zap,
  },
  {
    title: "Smart Scheduling",
    text: "Plan a week of posts in minutes and have them published at the times you choose.",
    Icon: CalendarClock,
  },
  { title: "Track Performance", text: "See the likes, shares and comments of every post in one place.", Icon: BarChart3 },
];

export function SetupBenefits() {
  return (
    <div className="grid gap-4 md:grid-cols-3">
      {BENEFITS.map(({ title, text, Icon }) => (
        <Card key={title} className="gap-2 py-5">
          <CardContent className="flex flex-col gap-2">
            <span className="flex size-10 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
              <Icon className="size-5" aria-hidden />
            </span>
            <h2 className="font-semibold text-ink">{title}</h2>
            <p className="text-sm text-muted">{text}</p>
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
