import { Label } from "@realty/ui/label";
import { useEffect } from "react";
import { useHydrated } from "../../../lib/local-time.tsx";
import { savePreferences, usePreferences } from "../api/queue-api.ts";
import { browserTimeZone } from "../lib/time-zone.ts";

function detectedBefore(): boolean {
  try {
    const seen = localStorage.getItem("social-time-zone-detected") === "1";
    localStorage.setItem("social-time-zone-detected", "1");
    return seen;
  } catch {
    return true;
  }
}

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
  const stored = prefs?.timeZone;
  // A save to the server is a side effect: once, after the stored value is known.
  // Only the first time in this browser, so a member who picks UTC on purpose keeps it.
  useEffect(() => {
    const mine = browserTimeZone();
    if (stored !== "UTC" || mine === "UTC" || detectedBefore()) return;
    void savePreferences({ timeZone: mine });
  }, [stored]);
  // Until the stored zone arrives, the same control shows the browser's zone, disabled: it holds
  // its place in the header, so the page below does not jump down when the answer lands (CLS).
  const hydrated = useHydrated();
  const value = prefs?.timeZone ?? (hydrated ? browserTimeZone() : "UTC");
  // The server and the browser know different zones (their own, their ICU's list): until the page
  // is hydrated the list holds only what both draw alike, then every zone. The select has a fixed
  // width, so the longer list does not widen it and move the header.
  const options = hydrated ? zones() : [...new Set(["UTC", value])];
  return (
    <div className="flex items-center gap-2 text-sm">
      <Label htmlFor="time-zone" className="text-muted">
        Time zone
      </Label>
      <select
        id="time-zone"
        className="w-48 rounded border border-line bg-white px-2 py-1"
        value={value}
        disabled={!prefs}
        onChange={(e) => void savePreferences({ timeZone: e.target.value })}
      >
        {options.map((z) => (
          <option key={z} value={z}>
            {z}
          </option>
        ))}
      </select>
    </div>
  );
}
