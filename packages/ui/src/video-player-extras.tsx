import { PreparingProgress } from "./preparing-progress.tsx";

/** The strip shown while a video's own render is being made: never an error, with its progress. */
export function PreparingNotice({ progress }: { progress: number }) {
  return (
    <div className="flex flex-col gap-1.5 bg-neutral-900 px-4 py-3 text-sm" role="status" data-testid="video-preparing">
      <PreparingProgress label="Preparing this video..." progress={progress} />
      <p className="text-xs text-white/70">Until it is ready, the plan's title card plays below.</p>
    </div>
  );
}
