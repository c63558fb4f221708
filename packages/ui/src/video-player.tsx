import * as DialogPrimitive from "@radix-ui/react-dialog";
import { AlertTriangle, ExternalLink, RotateCcw, X } from "lucide-react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { Button } from "./button.tsx";
import { cn } from "./cn.ts";
import { Spinner } from "./spinner.tsx";
import { VideoControls } from "./video-player-controls.tsx";
import { PreparingNotice } from "./video-player-extras.tsx";

export interface VideoPlayerModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** The video first, then the fallback encodings tried in order when one fails. */
  sources: readonly string[];
  poster?: string;
  /** Shown beside the time, e.g. "Full HD" or "33MB". */
  qualityLabel?: string;
  /** The home page's modal autoplays (muted, so browsers allow it). */
  autoPlay?: boolean;
  /** Shows the download button (members' videos; not the public samples). */
  downloadable?: boolean;
  /** A WebVTT caption track served beside the file; adds the captions toggle. */
  captionsUrl?: string | null | undefined;
  /** Set while the video's own render is made: its progress shows above what plays meanwhile. */
  preparing?: { progress: number } | null | undefined;
  /** The caller's download controls under the video (the member's branded downloads). */
  downloadsArea?: ReactNode;
}

/**
 * The video player modal of part 1 §2.15 and §4. Closing on Escape, the close button or the
 * backdrop, focus trapping and the page scroll lock come from Radix Dialog. The player body mounts
 * on every open, so it always starts from the first source, at time zero, not playing.
 */
export function VideoPlayerModal({ open, onOpenChange, title, ...player }: VideoPlayerModalProps) {
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/80 data-[state=open]:animate-fade-in" />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-1.5rem)] max-h-[calc(100dvh-1.5rem)] max-w-4xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto overscroll-contain rounded-xl bg-black text-white shadow-2xl outline-none"
        >
          <div className="flex items-center justify-between gap-3 px-4 py-3">
            <DialogPrimitive.Title className="truncate text-base font-semibold">{title}</DialogPrimitive.Title>
            <DialogPrimitive.Close
              className="rounded-md p-1 text-white/80 outline-none hover:text-white focus-visible:ring-3 focus-visible:ring-white/50"
              aria-label="Close video"
            >
              <X className="size-5" aria-hidden />
            </DialogPrimitive.Close>
          </div>
          <PlayerBody title={title} {...player} />
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

type BodyProps = Omit<VideoPlayerModalProps, "open" | "onOpenChange">;

function PlayerBody(props: BodyProps) {
  return (
    <>
      {props.preparing ? <PreparingNotice progress={props.preparing.progress} /> : null}
      <PlayerVideo {...props} />
      {props.downloadsArea}
    </>
  );
}

function PlayerVideo({
  title,
  sources,
  poster,
  qualityLabel,
  autoPlay = true,
  downloadable = false,
  captionsUrl,
  preparing,
}: BodyProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  const [sourceIndex, setSourceIndex] = useState(0);
  const [attempt, setAttempt] = useState(0);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(sources.length ? null : "Unable to load video: Unknown video error");
  const [playing, setPlaying] = useState(false);
  const [muted, setMuted] = useState(true);
  const [time, setTime] = useState({ current: 0, duration: 0 });
  const [captionsOn, setCaptionsOn] = useState(false);
  const source = sources[sourceIndex];

  // The track's mode is the one switch browsers honour for showing captions.
  useEffect(() => {
    const track = videoRef.current?.textTracks[0];
    if (track) track.mode = captionsOn ? "showing" : "hidden";
  });

  // Closing unmounts the body: pause and rewind first, so no audio lingers during the exit animation.
  useEffect(() => {
    const video = videoRef.current;
    return () => {
      if (!video) return;
      video.pause();
      video.currentTime = 0;
    };
  }, []);

  function onSourceError() {
    const video = videoRef.current;
    if (sourceIndex + 1 < sources.length) {
      setSourceIndex(sourceIndex + 1);
      return;
    }
    setLoading(false);
    setError(`Unable to load video: ${video?.error?.message || "Unknown video error"}`);
  }

  function retry() {
    setError(null);
    setLoading(true);
    setSourceIndex(0);
    setAttempt((n) => n + 1);
  }

  async function togglePlay() {
    const video = videoRef.current;
    if (!video) return;
    if (!video.paused) {
      video.pause();
      return;
    }
    try {
      await video.play();
    } catch (err) {
      // A pause or source change interrupting play() is not a failure.
      if (err instanceof DOMException && err.name === "AbortError") return;
      setError("Playback failed. Please try again.");
    }
  }

  if (error) {
    return (
      <div role="alert" className="flex aspect-video flex-col items-center justify-center gap-3 bg-neutral-900 p-6 text-center">
        <AlertTriangle className="size-10 text-amber-400" aria-hidden />
        <h3 className="text-lg font-bold">Video Unavailable</h3>
        <p className="max-w-md text-sm text-white/80">{error}</p>
        <div className="mt-2 flex flex-wrap justify-center gap-2">
          <Button type="button" variant="secondary" onClick={retry}>
            <RotateCcw aria-hidden />
            Try Again
          </Button>
          {sources[0] ? (
            <Button asChild variant="outline" className="bg-transparent text-white hover:bg-white/10">
              <a href={sources[0]} target="_blank" rel="noopener noreferrer">
                <ExternalLink aria-hidden />
                Open Video in New Tab
              </a>
            </Button>
          ) : null}
        </div>
      </div>
    );
  }

  return (
    <div ref={frameRef} className="group relative bg-black">
      <video
        key={`${attempt}-${sourceIndex}`}
        ref={videoRef}
        src={source}
        poster={poster}
        muted={muted}
        autoPlay={autoPlay}
        playsInline
        preload="auto"
        aria-label={title}
        className="block aspect-video w-full bg-black"
        onClick={() => void togglePlay()}
        onLoadStart={() => setLoading(true)}
        onCanPlay={() => setLoading(false)}
        onWaiting={() => setLoading(true)}
        onPlaying={() => {
          setLoading(false);
          setPlaying(true);
        }}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
        onVolumeChange={(e) => setMuted(e.currentTarget.muted)}
        onTimeUpdate={(e) => setTime({ current: e.currentTarget.currentTime, duration: e.currentTarget.duration || 0 })}
        onDurationChange={(e) => setTime((t) => ({ ...t, duration: e.currentTarget.duration || 0 }))}
        onError={onSourceError}
      >
        {captionsUrl ? <track kind="captions" src={captionsUrl} srcLang="en" label="English" /> : null}
      </video>
      <div
        className={cn(
          "pointer-events-none absolute inset-0 flex items-center justify-center bg-black/40 transition-opacity",
          loading ? "opacity-100" : "opacity-0",
        )}
        role="status"
      >
        {loading ? (
          <>
            <Spinner className="size-10 text-white" />
            <span className="sr-only">Loading video...</span>
          </>
        ) : null}
      </div>
      <VideoControls
        videoRef={videoRef}
        frameRef={frameRef}
        title={title}
        // What plays while the render is made is a stand-in (the title card): nothing to download yet.
        downloadUrl={preparing ? undefined : sources[0]}
        playing={playing}
        muted={muted}
        current={time.current}
        duration={time.duration}
        qualityLabel={qualityLabel}
        downloadable={downloadable}
        onTogglePlay={() => void togglePlay()}
        onToggleMute={() => setMuted((m) => !m)}
        captions={captionsUrl ? { on: captionsOn, onToggle: () => setCaptionsOn((on) => !on) } : undefined}
      />
    </div>
  );
}
