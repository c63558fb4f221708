// 'Quick Demo Access' (part 1 §2.6): e-mail and full name to POST /api/login, which signs the
// prospect into a demo account with no purchase; the dashboard opens 100 ms later (part 1 §4).
import { Toaster } from "@realty/ui/toaster";
import { toast } from "@realty/ui/use-toast";
import { ArrowRight, LoaderCircle } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { buttonClass } from "../../lib/button.ts";

const REDIRECT_DELAY_MS = 100;
const FIELD =
  "mt-1.5 block h-11 w-full rounded-lg border border-line bg-white px-3 text-base text-ink shadow-xs placeholder:text-muted/80 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600/40";

/** The server's message, or the shared client's "status: text" form (part 1 §7). */
async function failureMessage(res: Response): Promise<string> {
  const text = await res.text().catch(() => "");
  try {
    const body = JSON.parse(text) as { message?: unknown };
    if (typeof body.message === "string" && body.message) return body.message;
  } catch {
    // Not JSON: fall through to the status line.
  }
  return `${res.status}: ${text || res.statusText}`;
}

export default function DemoAccessForm() {
  const id = useId();
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = String(form.get("email") ?? "").trim();
    const name = String(form.get("name") ?? "").trim();
    if (!email || !name) {
      toast({ title: "Missing Information", description: "Please provide both email and name" });
      return;
    }
    setPending(true);
    try {
      const res = await fetch("/api/login", {
        method: "POST",
        headers: { "content-type": "application/json" },
        credentials: "same-origin",
        body: JSON.stringify({ email, name }),
      });
      const body = res.ok ? ((await res.json()) as { user?: { firstName?: string } }) : null;
      if (!res.ok || !body?.user) throw new Error(res.ok ? "Login failed. Please try again." : await failureMessage(res));
      window.setTimeout(() => window.location.assign("/dashboard"), REDIRECT_DELAY_MS);
    } catch (err) {
      setPending(false);
      const message =
        err instanceof Error && err.message !== "Failed to fetch" ? err.message : "Network error. Please try again.";
      toast({ title: "Login Failed", description: message, variant: "destructive" });
    }
  }

  return (
    <>
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <div>
          <label htmlFor={`${id}-email`} className="text-sm font-semibold">
            Email address
          </label>
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="email"
            className={FIELD}
            placeholder="you@brokerage.com"
          />
        </div>
        <div>
          <label htmlFor={`${id}-name`} className="text-sm font-semibold">
            Full name
          </label>
          <input id={`${id}-name`} name="name" type="text" autoComplete="name" className={FIELD} placeholder="Jordan Rivera" />
        </div>
        <button type="submit" disabled={pending} className={buttonClass("accent", "lg", "w-full")}>
          {pending ? (
            <>
              <LoaderCircle className="animate-spin" aria-hidden="true" /> Logging in...
            </>
          ) : (
            <>
              Access Dashboard <ArrowRight aria-hidden="true" />
            </>
          )}
        </button>
      </form>
      <Toaster />
    </>
  );
}
