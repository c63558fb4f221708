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

/** Part 1 §2.16: logs the error, reports `error_boundary_triggered` and shows the full-page fallback. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, errorId: null };

  static getDerivedStateFromError(error: Error): State {
    return { error, errorId: newErrorId() };
  }

  // React applies getDerivedStateFromError's state before it calls componentDidCatch, so the report
  // carries the id the fallback shows.
  override componentDidCatch(error: Error, info: ErrorInfo) {
    const errorId = this.state.errorId ?? "";
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
