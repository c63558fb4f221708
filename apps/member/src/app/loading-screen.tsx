import { Spinner } from "@realty/ui/spinner";

/** Shown while the session is being read and while a page's code loads. */
export function LoadingScreen() {
  return (
    <div className="flex min-h-dvh items-center justify-center bg-surface" role="status" aria-live="polite">
      <div className="flex items-center gap-3 text-muted">
        <Spinner className="size-5 text-brand-600" />
        <p className="text-base font-medium">Loading...</p>
      </div>
    </div>
  );
}
