import { Button } from "@realty/ui/button";
import { Spinner } from "@realty/ui/spinner";
import type { ReactNode } from "react";

/** The form's main button, reading `pendingLabel` (e.g. 'Signing in...') while the request runs. */
export function SubmitButton({
  pending,
  pendingLabel,
  children,
}: {
  pending: boolean;
  pendingLabel: string;
  children: ReactNode;
}) {
  return (
    <Button type="submit" size="lg" className="w-full" disabled={pending} aria-busy={pending}>
      {pending ? (
        <>
          <Spinner />
          {pendingLabel}
        </>
      ) : (
        children
      )}
    </Button>
  );
}
