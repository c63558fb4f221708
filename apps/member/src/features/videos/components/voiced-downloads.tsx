import type { VoiceKind } from "@realty/contracts/voice-over";
import { useState } from "react";
import { useVoiceOver } from "../api/voice-over.ts";
import { type BrandedDownload, BrandedDownloads } from "./branded-downloads.tsx";
import { VoiceOverPanel } from "./voice-over-panel.tsx";

/** The player's download strip: the voice-over choice above the branded download buttons. */
export function VoicedDownloads({
  videoId,
  videoUrl,
  title,
  downloads,
}: {
  videoId: number;
  videoUrl: string;
  title: string;
  downloads: readonly BrandedDownload[];
}) {
  const { data: state, mutate } = useVoiceOver(videoId);
  const [voice, setVoice] = useState<VoiceKind | null>(null);
  return (
    <>
      {state ? (
        <VoiceOverPanel
          videoId={videoId}
          videoUrl={videoUrl}
          state={state}
          voice={voice}
          onVoiceChange={setVoice}
          onChanged={() => mutate()}
        />
      ) : null}
      <BrandedDownloads title={title} downloads={downloads} voice={voice} />
    </>
  );
}
