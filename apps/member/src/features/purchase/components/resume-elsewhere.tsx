import { Button } from "@realty/ui/button";
import { Input } from "@realty/ui/input";
import { toast } from "@realty/ui/use-toast";
import { type FormEvent, useState } from "react";
import { userMessage } from "../../../lib/api-client.ts";
import { requestResumeLink } from "../api/resume-checkout.ts";

/** "Started in another browser?": e-mails the address a link that continues that checkout here. */
export function ResumeElsewhere() {
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState(false);
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get("email") ?? "");
    setSending(true);
    try {
      const { message } = await requestResumeLink(email);
      toast({ title: "Check your email", description: message });
      setOpen(false);
    } catch (error) {
      toast({ title: "Error", description: userMessage(error, "Could not send the link"), variant: "destructive" });
    } finally {
      setSending(false);
    }
  }
  if (!open) {
    return (
      <Button type="button" variant="link" className="mt-4 px-0" onClick={() => setOpen(true)}>
        Started your checkout in another browser? Continue it here
      </Button>
    );
  }
  return (
    <form onSubmit={submit} className="mt-4 flex flex-wrap items-end gap-2" aria-label="Continue a checkout">
      <label className="grid gap-1 text-sm" htmlFor="resume-email">
        Email used at checkout
        <Input id="resume-email" name="email" type="email" required autoComplete="email" />
      </label>
      <Button type="submit" disabled={sending}>
        {sending ? "Sending..." : "Email me a link"}
      </Button>
    </form>
  );
}
