import { Captions, CaptionsOff, Download, Maximize, Minimize, Pause, Play, Volume2, VolumeX } from "lucide-react";
import { type KeyboardEvent, type MouseEvent, type RefObject, useEffect, useState } from "react";
import { downloadVideo, formatTime } from "./video-file.ts";

export interface VideoControlsProps {
  videoRef: RefObject<HTMLVideoElement | null>;
  frameRef: RefObject<HTMLDivElement | null>;
  title: string;
  /** The first (MP4) source: the download is named .mp4 (part 1 §5). */
  downloadUrl: string | undefined;
  playing: boolean;
  muted: boolean;
  current: number;
  duration: number;
  qualityLabel?: string | undefined;
  downloadable: boolean;
  onTogglePlay: () => void;
  onToggleMute: () => void;
  /** Present when the video has a caption track. */
  captions?: { on: boolean; onToggle: () => void } | undefined;
}

const ICON_BUTTON =
  "inline-flex size-9 items-center justify-center rounded-md text-white outline-none hover:bg-white/15 focus-visible:ring-3 focus-visible:ring-white/50 disabled:opacity-50 [&_svg]:size-5";

function seekTo(video: HTMLVideoElement | null, seconds: number) {
  if (!video || !Number.isFinite(video.duration)) return;
  video.currentTime = Math.min(Math.max(0, seconds), video.duration);
}

/** Play/pause, click-to-seek progress, mute, m:ss time, quality, fullscreen, download (part 1 §2.15). */
export function VideoControls(props: VideoControlsProps) {
  const { videoRef, frameRef, playing, muted, current, duration } = props;
  const [fullscreen, setFullscreen] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const progress = duration > 0 ? Math.min(100, (current / duration) * 100) : 0;

  useEffect(() => {
    const sync = () => setFullscreen(document.fullscreenElement === frameRef.current);
    document.addEventListener("fullscreenchange", sync);
    return () => document.removeEventListener("fullscreenchange", sync);
  }, [frameRef]);

  function onSeekClick(e: MouseEvent<HTMLDivElement>) {
    const rect = e.currentTarget.getBoundingClientRect();
    const fraction = rect.width > 0 ? (e.clientX - rect.left) / rect.width : 0;
    seekTo(videoRef.current, fraction * duration);
  }

  function onSeekKey(e: KeyboardEvent<HTMLDivElement>) {
    const step = { ArrowLeft: -5, ArrowRight: 5, Home: -Infinity, End: Infinity }[e.key];
    if (step === undefined) return;
    e.preventDefault();
    seekTo(videoRef.current, current + step);
  }

  function toggleFullscreen() {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void frameRef.current?.requestFullscreen?.().catch(() => undefined);
  }

  async function download() {
    setDownloading(true);
    await downloadVideo(props.downloadUrl, props.title);
    setDownloading(false);
  }

  return (
    <div className="flex flex-col gap-1 bg-gradient-to-t from-black/90 to-black/40 px-3 pt-2 pb-2">
      <div
        role="slider"
        tabIndex={0}
        aria-label="Seek"
        aria-valuemin={0}
        aria-valuemax={Math.round(duration)}
        aria-valuenow={Math.round(current)}
        aria-valuetext={`${formatTime(current)} of ${formatTime(duration)}`}
        className="group/seek relative h-4 cursor-pointer outline-none focus-visible:ring-2 focus-visible:ring-white/60"
        onClick={onSeekClick}
        onKeyDown={onSeekKey}
      >
        <div className="absolute inset-x-0 top-1/2 h-1.5 -translate-y-1/2 rounded-full bg-white/25">
          <div className="h-full rounded-full bg-accent-500" style={{ width: `${progress}%` }} />
        </div>
      </div>
      <div className="flex items-center gap-1">
        <button type="button" className={ICON_BUTTON} aria-label={playing ? "Pause" : "Play"} onClick={props.onTogglePlay}>
          {playing ? <Pause aria-hidden /> : <Play aria-hidden />}
        </button>
        <button type="button" className={ICON_BUTTON} aria-label={muted ? "Unmute" : "Mute"} onClick={props.onToggleMute}>
          {muted ? <VolumeX aria-hidden /> : <Volume2 aria-hidden />}
        </button>
        <span className="ml-1 text-xs tabular-nums text-white/90" data-testid="video-time">
          {formatTime(current)} / {formatTime(duration)}
        </span>
        <span className="ml-auto" />
        {props.qualityLabel ? (
          <span className="rounded bg-white/15 px-1.5 py-0.5 text-[11px] font-semibold">{props.qualityLabel}</span>
        ) : null}
        {props.captions ? (
          <button
            type="button"
            className={ICON_BUTTON}
            aria-label="Captions"
            aria-pressed={props.captions.on}
            onClick={props.captions.onToggle}
          >
            {props.captions.on ? <Captions aria-hidden /> : <CaptionsOff aria-hidden />}
          </button>
        ) : null}
        {props.downloadable ? (
          <button
            type="button"
            className={ICON_BUTTON}
            aria-label="Download video"
            title={props.downloadUrl ? undefined : "Available once the video is ready"}
            disabled={downloading || !props.downloadUrl}
            onClick={() => void download()}
          >
            <Download aria-hidden />
          </button>
        ) : null}
        <button
          type="button"
          className={ICON_BUTTON}
          aria-label={fullscreen ? "Exit fullscreen" : "Fullscreen"}
          onClick={toggleFullscreen}
        >
          {fullscreen ? <Minimize aria-hidden /> : <Maximize aria-hidden />}
        </button>
      </div>
    </div>
  );
}
