/**
 * "Preparing ...": a label, the share done and a bar, for work the member waits on (a video's own
 * render, a branded download). `progress` null means not yet known: the bar shows a sliver, no figure.
 */
export function PreparingProgress({ label, progress }: { label: string; progress: number | null }) {
  const percent = progress === null ? null : Math.max(0, Math.min(100, Math.round(progress)));
  return (
    <>
      <div className="flex items-center justify-between gap-3">
        <span className="font-semibold">{label}</span>
        {percent === null ? null : <span className="tabular-nums text-white/80">{percent}%</span>}
      </div>
      <div
        role="progressbar"
        aria-label={label.replace(/\.+$/, "")}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent ?? undefined}
        className="h-1.5 overflow-hidden rounded-full bg-white/20"
      >
        <div className="h-full rounded-full bg-accent-500 transition-[width]" style={{ width: `${percent ?? 5}%` }} />
      </div>
    </>
  );
}
