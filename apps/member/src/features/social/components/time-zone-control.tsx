import { Label } from "@realty/ui/label";
import { useState } from "react";
import { savePreferences, usePreferences } from "../api/queue-api.ts";
import { browserTimeZone } from "../lib/time-zone.ts";

const zones = (): string[] => {
  const supported = (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf?.("timeZone") ?? [];
  return [...new Set(["UTC", browserTimeZone(), ...supported])];
};

/**
 * The member's time zone (stored; every time in the hub is shown in it). The first visit saves the
 * browser's zone when the stored one is still the default.
 */
export function TimeZoneControl() {
  const { data: prefs } = usePreferences();
  const [detected, setDetected] = useState(false);
  if (prefs && !detected) {
    setDetected(true);
    const mine = browserTimeZone();
    if (prefs.timeZone === "UTC" && mine !== "UTC") void savePreferences({ timeZone: mine });
  }
  if (!prefs) return null;
  return (
    <div className="flex items-center gap-2 text-sm">
      <Label htmlFor="time-zone" className="text-muted">
        Time zone
      </Label>
      <select
        id="time-zone"
        className="max-w-48 rounded border border-line bg-white px-2 py-1"
        value={prefs.timeZone}
        onChange={(e) => void savePreferences({ timeZone: e.target.value })}
      >
        {zones().map((z) => (
          <option key={z} value={z}>
            {z}
          </option>
        ))}
      </select>
    </div>
  );
}
