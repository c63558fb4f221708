import { LIBRARY_SIZE } from "@realty/plans";
import { Button } from "@realty/ui/button";
import { paths } from "../../../config/paths.ts";

/** /purchase for a member on the top plan: nothing to buy or upgrade, the way back to the library. */
export function OwnsEverything({ planName }: { planName: string }) {
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-16 text-center sm:px-6">
      <h1 className="text-2xl font-bold text-ink">You have the {planName}</h1>
      <p className="mt-3 text-muted">
        Your plan holds the whole library: {LIBRARY_SIZE.scripts} scripts, {LIBRARY_SIZE.videos} videos and {LIBRARY_SIZE.posts}{" "}
        posts. There is nothing more to buy.
      </p>
      <Button asChild className="mt-8">
        <a href={paths.dashboard.path}>Go to your dashboard</a>
      </Button>
    </main>
  );
}
