// Pieces of the pages' first screens as drawn before anything is known about the visitor: the
// build renders them into each address's HTML (app/route-shell.tsx), and the browser shows them
// until the session and the page's data answer. Sizes follow the content they stand for, so the
// swap moves nothing.
import { Skeleton } from "@realty/ui/skeleton";
import type { ReactNode } from "react";

/** A region still loading, announced once to screen readers. */
export function LoadingRegion({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div role="status" aria-busy="true" aria-label={label} className={className} data-shell-skeleton="">
      {children}
    </div>
  );
}

/** Labelled fields and a submit button, as the sign-in screens' forms draw them. */
export function FormSkeleton({ fields }: { fields: number }) {
  return (
    <LoadingRegion label="Loading form" className="flex flex-col gap-4">
      {Array.from({ length: fields }, (_, i) => `field-${i}`).map((key) => (
        <div key={key} className="flex flex-col gap-2">
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-10 w-full" />
        </div>
      ))}
      <Skeleton className="mt-2 h-10 w-full" />
    </LoadingRegion>
  );
}

/** A grid of card-sized blocks. */
export function CardsSkeleton({ label, count, className }: { label: string; count: number; className: string }) {
  return (
    <LoadingRegion label={label} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {Array.from({ length: count }, (_, i) => `card-${i}`).map((key) => (
        <Skeleton key={key} className={className} />
      ))}
    </LoadingRegion>
  );
}
