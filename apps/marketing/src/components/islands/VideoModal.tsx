// A thumbnail (the static image passed as children) that opens a full-screen video player: it
// autoplays muted with controls, closes on Escape, the close button or a click on the backdrop,
// and locks page scrolling while open (part 1 §2.15). Built on the native <dialog>, which traps
// focus and makes the page behind inert without a dialog library.
import { Play, X } from "lucide-react";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { buttonClass } from "../../lib/button.ts";
import type { VideoSource } from "../../lib/media.ts";
import { lockScroll } from "../../lib/scroll-lock.ts";

interface Props {
  title: string;
  sources: VideoSource[];
  poster: string;
  /** Accessible name of the thumbnail button; defaults to "Play video: {title}". */
  label?: string;
  children?: ReactNode;
}

export default function VideoModal({ title, sources, poster, label, children }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!open || !element) return;
    element.showModal();
    const unlock = lockScroll();
    return () => {
      unlock();
      if (element.open) element.close();
    };
  }, [open]);

  const close = () => {
    // Closing the element itself (before React removes it) returns focus to the thumbnail button.
    dialog.current?.close();
    setOpen(false);
    setError(null);
  };

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-label={label ?? `Play video: ${title}`}
        className="group relative block w-full overflow-hidden rounded-card bg-brand-950 text-left focus-visible:outline-offset-4"
      >
        {children}
        {/* In the corner, not the middle: the real posters carry the title there. */}
        <span className="absolute inset-0 flex items-end justify-end p-3 transition-colors group-hover:bg-brand-950/20 sm:p-4">
          <span className="flex size-12 items-center justify-center rounded-full bg-white/95 text-accent-600 shadow-lg transition-transform group-hover:scale-105 sm:size-14">
            <Play className="ml-0.5 size-5 fill-current sm:size-6" aria-hidden="true" />
          </span>
        </span>
      </button>
      {open ? (
        // biome-ignore lint/a11y/useKeyWithClickEvents: Escape (the dialog's cancel event) is the keyboard way to close.
        <dialog
          ref={dialog}
          aria-labelledby={titleId}
          onCancel={(event) => {
            event.preventDefault();
            close();
          }}
          onClick={(event) => {
            // A click on the dialog itself or the space around the panel is a click on the backdrop.
            const target = event.target as HTMLElement;
            if (target === event.currentTarget || target.dataset.backdrop !== undefined) close();
          }}
          className="m-0 h-dvh max-h-none w-screen max-w-none bg-transparent p-4 backdrop:bg-brand-950/85 sm:p-8"
        >
          <div data-backdrop className="mx-auto flex h-full max-w-5xl flex-col justify-center">
            <div className="overflow-hidden rounded-card bg-black shadow-2xl">
              <div className="flex items-center justify-between gap-4 bg-brand-950 px-4 py-3 text-white">
                <h2 id={titleId} className="truncate text-base font-semibold">
                  {title}
                </h2>
                <button
                  type="button"
                  onClick={close}
                  aria-label="Close video"
                  className="rounded-lg p-1.5 text-white/80 hover:bg-white/10 hover:text-white focus-visible:outline-white"
                >
                  <X className="size-5" aria-hidden="true" />
                </button>
              </div>
              {error ? (
                <div
                  role="alert"
                  className="flex aspect-video flex-col items-center justify-center gap-3 p-6 text-center text-white"
                >
                  <p className="text-lg font-semibold">Video Unavailable</p>
                  <p className="text-sm text-white/80">{error}</p>
                  <div className="flex flex-wrap justify-center gap-3">
                    <button
                      type="button"
                      className={buttonClass("light", "sm")}
                      onClick={() => {
                        setError(null);
                        setAttempt((n) => n + 1);
                      }}
                    >
                      Try Again
                    </button>
                    <a
                      className={buttonClass("glass", "sm")}
                      href={sources[sources.length - 1]?.src}
                      target="_blank"
                      rel="noopener"
                    >
                      Open Video in New Tab
                    </a>
                  </div>
                </div>
              ) : (
                <video
                  key={attempt}
                  className="aspect-video w-full bg-black"
                  poster={poster}
                  autoPlay
                  muted
                  playsInline
                  controls
                  preload="auto"
                >
                  {sources.map((source, index) => (
                    <source
                      key={source.src}
                      src={source.src}
                      type={source.type}
                      onError={
                        index === sources.length - 1
                          ? () => setError("Unable to load video: the file could not be played in this browser.")
                          : undefined
                      }
                    />
                  ))}
                </video>
              )}
            </div>
          </div>
        </dialog>
      ) : null}
    </>
  );
}
