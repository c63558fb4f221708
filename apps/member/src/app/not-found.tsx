import { Card, CardContent } from "@realty/ui/card";
import { AlertCircle } from "lucide-react";
import { paths } from "../config/paths.ts";

/** Any path outside the current session's route set (part 1 §2.1). */
export function NotFound() {
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center bg-surface px-4">
      <Card className="w-full max-w-md">
        <CardContent>
          <div className="flex items-center gap-3">
            <AlertCircle className="size-8 shrink-0 text-danger" aria-hidden />
            <h1 className="text-2xl font-bold text-ink">404 Page Not Found</h1>
          </div>
          <p className="mt-4 text-sm text-muted">The page you're looking for doesn't exist or may have moved.</p>
          <div className="mt-6 flex flex-wrap gap-3 text-sm font-semibold">
            <a className="text-brand-600 hover:underline" href={paths.home.path}>
              Go to the home page
            </a>
            <a className="text-brand-600 hover:underline" href={paths.dashboard.path}>
              Open your dashboard
            </a>
          </div>
        </CardContent>
      </Card>
    </main>
  );
}
