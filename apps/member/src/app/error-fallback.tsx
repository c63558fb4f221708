import { Button } from "@realty/ui/button";
import { TriangleAlert } from "lucide-react";

export function ErrorFallback({ errorId, onReset }: { errorId: string; onReset: () => void }) {
  return (
    <main id="main" role="alert" className="flex min-h-dvh items-center justify-center bg-surface px-4">
      <div className="w-full max-w-lg rounded-(--radius-card) border border-line bg-white p-8 text-center shadow-(--shadow-card)">
        <div className="mx-auto mb-5 flex size-14 items-center justify-center rounded-full bg-danger/10 text-danger">
          <TriangleAlert className="size-7" aria-hidden />
        </div>
        <h1 className="text-2xl font-bold text-ink">Something went wrong</h1>
        <p className="mt-2 text-muted">We encountered an unexpected error. This has been logged and we're working to fix it.</p>
        <p className="mt-4 rounded-lg bg-surface px-3 py-2 font-mono text-sm text-ink">
          Error ID: <span data-testid="error-id">{errorId}</span>
        </p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <Button onClick={onReset}>Try Again</Button>
          <Button variant="outline" onClick={() => window.location.reload()}>
            Reload Page
          </Button>
        </div>
        <p className="mt-6 text-xs text-muted">If this problem persists, please contact support with the error ID above.</p>
      </div>
    </main>
  );
}
