import { Button } from "@realty/ui/button";
import { WifiOff } from "lucide-react";

export function OfflineScreen() {
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center bg-surface px-4">
      <div className="w-full max-w-md rounded-(--radius-card) border border-line bg-white p-8 text-center shadow-(--shadow-card)">
        <div className="mx-auto mb-5 flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-600">
          <WifiOff className="size-7" aria-hidden />
        </div>
        <h1 className="text-2xl font-bold text-ink">You're Offline</h1>
        <p className="mt-2 text-muted">Please check your internet connection and try again.</p>
        <Button className="mt-6 w-full sm:w-auto" onClick={() => window.location.reload()}>
          Retry
        </Button>
      </div>
    </main>
  );
}
