import { Button } from "@realty/ui/button";
import { Input } from "@realty/ui/input";
import { Label } from "@realty/ui/label";
import { toast } from "@realty/ui/use-toast";
import { serverMessage } from "../../../lib/api-client.ts";
import { rotateCalendarFeed, savePreferences, usePreferences } from "../api/queue-api.ts";

/** Start date, posting time and the private calendar link (new link revokes the old one). */
export function CalendarFeed({ zone }: { zone: string }) {
  const { data: prefs } = usePreferences();
  async function save(input: { planStart?: string; postTime?: string }) {
    try {
      await savePreferences(input);
    } catch (error) {
      toast({ title: "Not saved", description: serverMessage(error) ?? "Please try again.", variant: "destructive" });
    }
  }
  if (!prefs) return null;
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-line bg-white p-4 text-sm">
      <div className="flex flex-wrap items-end gap-4">
        <div className="flex flex-col gap-1">
          <Label htmlFor="plan-start">Plan start</Label>
          <Input
            id="plan-start"
            type="date"
            className="w-44"
            defaultValue={prefs.planStart}
            onBlur={(e) => void save({ planStart: e.target.value })}
          />
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor="plan-time">Posting time ({zone})</Label>
          <Input
            id="plan-time"
            type="time"
            className="w-32"
            defaultValue={prefs.postTime}
            onBlur={(e) => void save({ postTime: e.target.value })}
          />
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {prefs.icsUrl ? (
          <>
            <Input readOnly aria-label="Private calendar link" value={prefs.icsUrl} className="min-w-0 flex-1" />
            <Button size="sm" variant="outline" onClick={() => void rotateCalendarFeed()}>
              New link
            </Button>
            <Button size="sm" variant="ghost" onClick={() => void rotateCalendarFeed(true)}>
              Turn off
            </Button>
          </>
        ) : (
          <Button size="sm" variant="outline" onClick={() => void rotateCalendarFeed()}>
            Get a private calendar link
          </Button>
        )}
      </div>
      <p className="text-xs text-muted">
        Add the link to your calendar app. Anyone with it can read your plan: make a new one to revoke it.
      </p>
    </div>
  );
}
