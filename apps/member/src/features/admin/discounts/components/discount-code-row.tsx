import type { AdminDiscountCode } from "@realty/contracts/admin";
import { Badge } from "@realty/ui/badge";
import { Button } from "@realty/ui/button";
import { Input } from "@realty/ui/input";
import { toast } from "@realty/ui/use-toast";
import { Check, Copy, Pencil, Trash2, X } from "lucide-react";
import { useState } from "react";
import { Checkbox } from "../../shared/components/form-controls.tsx";
import { IconButton } from "../../shared/components/icon-button.tsx";
import { deleteWithToasts } from "../../shared/lib/delete-with-toasts.ts";
import { failureToast } from "../../shared/lib/errors.ts";
import { deleteDiscountCode } from "../api/delete-discount-code.ts";
import { updateDiscountCode } from "../api/update-discount-code.ts";
import { codeStatus } from "../code-status.ts";
import { CodeLimitsFields, CodeUsage } from "./code-limits-fields.tsx";
import { copyCode } from "./copy-code.ts";
import { type CodeDraft, checkDraft, draftOf, PERCENT_FIELDS } from "./discount-code-fields.ts";
import { PercentInput } from "./percent-input.tsx";

/** One code: shown, or edited in place with Save and Cancel (part 2 §4). */
export function DiscountCodeRow({ code }: { code: AdminDiscountCode }) {
  const [draft, setDraft] = useState<CodeDraft | null>(null);
  const [saving, setSaving] = useState(false);

  async function save() {
    if (!draft) return;
    const checked = checkDraft(draft);
    if ("error" in checked) return failureToast("Error updating discount code", new Error(checked.error));
    setSaving(true);
    try {
      await updateDiscountCode(code.id, checked.input);
      toast({ title: "Discount code updated", description: draft.code });
      setDraft(null);
    } catch (error) {
      failureToast("Error updating discount code", error);
    } finally {
      setSaving(false);
    }
  }

  const remove = () =>
    deleteWithToasts({
      noun: "discount code",
      confirmAs: `the code ${code.code}`,
      name: code.code,
      run: () => deleteDiscountCode(code.id),
    });

  if (draft) {
    return (
      <tr className="border-b border-line bg-brand-50/40 last:border-0">
        <td className="py-2 pr-3">
          <Input aria-label="Company name" value={draft.name} onChange={(e) => setDraft({ ...draft, name: e.target.value })} />
        </td>
        <td className="py-2 pr-3">
          <Input
            aria-label="Code"
            value={draft.code}
            onChange={(e) => setDraft({ ...draft, code: e.target.value.toUpperCase() })}
          />
        </td>
        {PERCENT_FIELDS.map(([key, label]) => (
          <td key={key} className="py-2 pr-3 text-right">
            <PercentInput
              id={`edit-${code.id}-${key}`}
              label={label}
              value={draft[key]}
              onChange={(v) => setDraft({ ...draft, [key]: v })}
            />
          </td>
        ))}
        <td className="py-2 pr-3">
          <CodeLimitsFields id={`edit-${code.id}`} draft={draft} onChange={setDraft} />
        </td>
        <td className="py-2 pr-3">
          <Checkbox
            label="Active"
            checked={draft.isActive}
            onChange={(e) => setDraft({ ...draft, isActive: e.target.checked })}
          />
        </td>
        <td className="py-2">
          <div className="flex justify-end gap-1">
            <Button size="sm" onClick={save} disabled={saving}>
              <Check aria-hidden />
              Save
            </Button>
            <Button size="sm" variant="outline" onClick={() => setDraft(null)} disabled={saving}>
              <X aria-hidden />
              Cancel
            </Button>
          </div>
        </td>
      </tr>
    );
  }

  return (
    <tr className="border-b border-line last:border-0">
      <td className="py-3 pr-3 font-medium text-ink">{code.name}</td>
      <td className="py-3 pr-3">
        <span className="inline-flex items-center gap-1 font-mono font-semibold">
          {code.code}
          <IconButton label={`Copy ${code.code}`} icon={Copy} onClick={() => copyCode(code.code)} />
        </span>
      </td>
      {PERCENT_FIELDS.map(([key]) => (
        <td key={key} className="py-3 pr-3 text-right tabular-nums">
          {code[key]}%
        </td>
      ))}
      <td className="py-3 pr-3">
        <CodeUsage code={code} />
      </td>
      <td className="py-3 pr-3">
        <Badge variant={codeStatus(code, new Date()) === "Active" ? "success" : "outline"}>{codeStatus(code, new Date())}</Badge>
      </td>
      <td className="py-3">
        <div className="flex justify-end gap-1">
          <IconButton label={`Edit ${code.code}`} icon={Pencil} onClick={() => setDraft(draftOf(code))} />
          <IconButton label={`Delete ${code.code}`} icon={Trash2} onClick={remove} />
        </div>
      </td>
    </tr>
  );
}
