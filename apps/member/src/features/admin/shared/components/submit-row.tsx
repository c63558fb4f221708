import { Button } from "@realty/ui/button";

/** The right-aligned submit button under a two-column admin form; `busyLabel` while it is sending. */
export function SubmitRow({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  return (
    <div className="flex justify-end sm:col-span-2">
      <Button type="submit" disabled={busy}>
        {busy ? busyLabel : label}
      </Button>
    </div>
  );
}
