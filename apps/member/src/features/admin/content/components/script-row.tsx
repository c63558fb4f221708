import type { AdminScript } from "@realty/contracts/admin";
import { Badge } from "@realty/ui/badge";
import { Pencil, Trash2 } from "lucide-react";
import { IconButton } from "../../shared/components/icon-button.tsx";
import { deleteWithToasts } from "../../shared/lib/delete-with-toasts.ts";
import { SCRIPT_LIST_CATEGORY_LABELS, URGENCY_LABELS } from "../../shared/lib/labels.ts";
import { deleteScript } from "../api/delete-script.ts";

const URGENCY_VARIANT = { high: "destructive", medium: "secondary", low: "outline" } as const;

const remove = (script: AdminScript) =>
  deleteWithToasts({
    noun: "script",
    confirmAs: `"${script.title}"`,
    name: script.title,
    run: () => deleteScript(script.id),
  });

/** One row of the Scripts table: its list category, figures and urgency, with Edit and Delete. */
export function ScriptRow({ script, onEdit }: { script: AdminScript; onEdit: (script: AdminScript) => void }) {
  return (
    <tr className="border-b border-line last:border-0">
      <td className="py-3 pr-4 font-medium text-ink">{script.title}</td>
      <td className="py-3 pr-4 whitespace-nowrap text-muted">
        {SCRIPT_LIST_CATEGORY_LABELS[script.adminCategory] ?? script.adminCategory}
      </td>
      <td className="py-3 pr-4 text-right tabular-nums">{script.views}</td>
      <td className="py-3 pr-4 text-right tabular-nums">{script.leads}</td>
      <td className="py-3 pr-4">
        <Badge variant={URGENCY_VARIANT[script.urgency]}>{URGENCY_LABELS[script.urgency] ?? script.urgency}</Badge>
      </td>
      <td className="py-3">
        <div className="flex justify-end gap-1">
          <IconButton label={`Edit ${script.title}`} icon={Pencil} onClick={() => onEdit(script)} />
          <IconButton label={`Delete ${script.title}`} icon={Trash2} onClick={() => remove(script)} />
        </div>
      </td>
    </tr>
  );
}
