import { Component, type ErrorInfo, type ReactNode } from "react";
import { trackEvent } from "../lib/analytics.ts";
import { ErrorFallback } from "./error-fallback.tsx";

interface Props {
  /** Names the region in the analytics report (`component`). */
  name: string;
  children: ReactNode;
}

interface State {
  error: Error | null;
  errorId: string | null;
}

function newErrorId(): string {
  const random = crypto.getRandomValues(new Uint32Array(1))[0] ?? 0;
  return `ERR-${Date.now().toString(36).toUpperCase()}-${random.toString(36).toUpperCase().padStart(7, "0")}`;
}

/**
 * One id per thrown error, shared by the fallback and the report. componentDidCatch cannot read
 * the id from this.state: Preact (the production build, docs/decisions/35) calls it before the
 * state from getDerivedStateFromError is applied, React after.
 */
const errorIds = new WeakMap<object, string>();
function errorIdFor(error: unknown): string {
  if (typeof error !== "object" || error === null) return newErrorId();
  const known = errorIds.get(error);
  if (known) return known;
  const id = newErrorId();
  errorIds.set(error, id);
  return id;
}

/** Part 1 §2.16: logs the error, reports `error_boundary_triggered` and shows the full-page fallback. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, errorId: null };

  static getDerivedStateFromError(error: Error): State {
    return { error, errorId: errorIdFor(error) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    const errorId = errorIdFor(error);
    console.error(`[${errorId}]`, error, info.componentStack);
    trackEvent("error_boundary_triggered", {
      errorMessage: String(error.message).slice(0, 500),
      errorId,
      component: this.props.name,
    });
  }

  reset = () => this.setState({ error: null, errorId: null });

  override render() {
    if (this.state.error) return <ErrorFallback errorId={this.state.errorId ?? ""} onReset={this.reset} />;
    return this.props.children;
  }
}
