// The refund claim: offered once the 30 days are over, the posting conditions are met
// and fewer than 3 leads came; the evidence is the tracker's own figures, attached by the server.
import type { GuaranteeProgress } from "@realty/contracts/leads";
import { Button } from "@realty/ui/button";
import { toast } from "@realty/ui/use-toast";
import { useState } from "react";
import { useSWRConfig } from "swr";
import { userMessage } from "../../../lib/api-client.ts";
import { LocalTime } from "../../../lib/local-time.tsx";
import { fileGuaranteeClaim } from "../api/file-guarantee-claim.ts";
import { GUARANTEE_KEY } from "../api/get-guarantee.ts";

export function GuaranteeClaim({ progress }: { progress: GuaranteeProgress }) {
  const { mutate } = useSWRConfig();
  const [note, setNote] = useState("");
  const [sending, setSending] = useState(false);
  if (progress.openClaimAt) {
    return (
      <p className="text-sm text-ink">
        Your refund claim was filed on <LocalTime iso={progress.openClaimAt} format={{ dateStyle: "medium" }} />. We will reply by
        e-mail.
      </p>
    );
  }
  if (!progress.claimable) return null;
  async function submit() {
    setSending(true);
    try {
      await fileGuaranteeClaim(note);
      await mutate(GUARANTEE_KEY);
      toast({ title: "Refund claim filed", description: "Your figures are attached. We will reply by e-mail." });
    } catch (error) {
      toast({
        title: "Error",
        description: userMessage(error, "The claim could not be filed. Please try again."),
        variant: "destructive",
      });
    } finally {
      setSending(false);
    }
  }
  return (
    <div className="grid gap-2 rounded-md border border-line p-3">
      <p className="text-sm text-ink">
        You met the posting conditions and received fewer than {progress.leadsTarget} leads: you can claim your refund.
      </p>
      <label className="grid gap-1 text-xs text-muted">
        Note (optional)
        <textarea
          value={note}
          maxLength={2000}
          rows={2}
          onChange={(e) => setNote(e.target.value)}
          className="rounded-md border border-line p-2 text-sm text-ink"
        />
      </label>
      <Button type="button" size="sm" className="w-fit" disabled={sending} onClick={() => void submit()}>
        {sending ? "Filing..." : "File a refund claim"}
      </Button>
    </div>
  );
}
