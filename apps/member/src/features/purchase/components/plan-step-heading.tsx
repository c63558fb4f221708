/**
 * The plan step's title and its line under it: the same words before the page runs (the first
 * screen drawn into /purchase's HTML) and after, so the largest text of the first screen is painted
 * from the HTML and is not replaced by a larger one when the plans arrive.
 */
export function PlanStepHeading({ id }: { id?: string }) {
  return (
    <>
      <h1 id={id} className="text-2xl font-bold tracking-tight text-ink">
        Choose Your Plan
      </h1>
      <p className="mt-1 text-sm text-muted">One-time payment. Lifetime access to everything in your plan.</p>
    </>
  );
}
