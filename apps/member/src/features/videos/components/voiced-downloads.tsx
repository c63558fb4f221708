import type { VideoCut } from "@realty/contracts/library";
import type { VoiceKind } from "@realty/contracts/voice-over";
import { useState } from "react";
import { useVoiceOver } from "../api/voice-over.ts";
import { type BrandedDownload, BrandedDownloads, CutChoice, downloadCuts } from "./branded-downloads.tsx";
import { VoiceOverPanel } from "./voice-over-panel.tsx";

/**
 * The player's download strip: the cut, its voice-over choice (each cut has its own voice-over, read
 * from its own lines), then the branded download buttons of that cut.
 */
export function VoicedDownloads({
  videoId,
  videoUrls,
  title,
  downloads,
}: {
  videoId: number;
  /** Each cut's 9:16 file, which the recorder plays under the teleprompter. */
  videoUrls: Partial<Record<VideoCut, string>>;
  title: string;
  downloads: readonly BrandedDownload[];
}) {
  const [cut, setCut] = useState<VideoCut>(downloadCuts(downloads)[0] ?? "full");
  const slot = { videoId, cut };
  const { data: state, mutate } = useVoiceOver(slot);
  const [voice, setVoice] = useState<VoiceKind | null>(null);
  return (
    <>
      <CutChoice
        downloads={downloads}
        cut={cut}
        onCutChange={(next) => {
          setCut(next);
          setVoice(null);
        }}
      />
      {state ? (
        <VoiceOverPanel
          // A new cut starts from its own script and voices.
          key={cut}
          slot={slot}
          videoUrl={videoUrls[cut] ?? ""}
          state={state}
          voice={voice}
          onVoiceChange={setVoice}
          onChanged={() => mutate()}
        />
      ) : null}
      <BrandedDownloads title={title} downloads={downloads} voice={voice} cut={cut} />
    </>
  );
}
