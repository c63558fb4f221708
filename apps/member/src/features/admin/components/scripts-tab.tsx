import type { AdminScript } from "@realty/contracts/admin";
import { SCRIPT_ADMIN_CATEGORIES } from "@realty/contracts/admin";
import { Badge } from "@realty/ui/badge";
import { Button } from "@realty/ui/button";
import { Input } from "@realty/ui/input";
import { toast } from "@realty/ui/use-toast";
import { Pencil, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { useAdminScripts } from "../api/admin-data.ts";
import { scriptsApi } from "../api/content.ts";
import { failureToast } from "../lib/errors.ts";
import { filterScripts } from "../lib/filters.ts";
import { confirmDelete, SCRIPT_LIST_CATEGORY_LABELS, URGENCY_LABELS } from "../lib/labels.ts";
import { STACK_TABLE } from "../lib/stack-table.ts";
import { Options, Select } from "./form-controls.tsx";
import { ScriptDialog } from "./script-dialog.tsx";
import { ListNote, SectionCard } from "./section-card.tsx";

const URGENCY_VARIANT = { high: "destructive", medium: "secondary", low: "outline" } as const;

export function ScriptsTab() {
  const { data: scripts, isLoading } = useAdminScripts();
  const [query, setQuery] = useState("");
  const [category, setCategory] = useState("all");
  const [editing, setEditing] = useState<AdminScript | "new" | null>(null);
  const shown = filterScripts(scripts ?? [], query, category);

  async function remove(script: AdminScript) {
    if (!confirmDelete(`"${script.title}"`)) return;
    try {
      await scriptsApi.remove(script.id);
      toast({ title: "Script deleted", description: script.title });
    } catch (error) {
      failureToast("Error deleting script", error);
    }
  }

  return (
    <SectionCard
      title="Scripts"
      description={scripts ? `${shown.length} of ${scripts.length} scripts` : undefined}
      actions={
        <Button onClick={() => setEditing("new")}>
          <Plus aria-hidden />
          Add Script
        </Button>
      }
    >
      <div className="mb-4 flex flex-wrap gap-3">
        <Input
          type="search"
          aria-label="Search scripts"
          placeholder="Search by title"
          className="max-w-sm"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
        <Select aria-label="Filter by category" className="w-56" value={category} onChange={(e) => setCategory(e.target.value)}>
          <option value="all">All categories</option>
          <Options values={SCRIPT_ADMIN_CATEGORIES} labels={(v) => SCRIPT_LIST_CATEGORY_LABELS[v] ?? v} />
        </Select>
      </div>
      {isLoading ? <ListNote>Loading scripts...</ListNote> : null}
      {scripts && shown.length === 0 ? <ListNote>No scripts match.</ListNote> : null}
      {shown.length > 0 ? (
        <div className="max-h-[36rem] overflow-auto">
          <table className={STACK_TABLE}>
            <thead className="sticky top-0 border-b border-line bg-white text-xs text-muted uppercase">
              <tr>
                <th className="py-2 pr-4 font-semibold">Title</th>
                <th className="py-2 pr-4 font-semibold">Category</th>
                <th className="py-2 pr-4 text-right font-semibold">Views</th>
                <th className="py-2 pr-4 text-right font-semibold">Leads</th>
                <th className="py-2 pr-4 font-semibold">Urgency</th>
                <th className="py-2 font-semibold">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {shown.map((script) => (
                <tr key={script.id} className="border-b border-line last:border-0">
                  <td className="py-3 pr-4 font-medium text-ink">{script.title}</td>
                  <td className="py-3 pr-4 whitespace-nowrap text-muted">
                    {SCRIPT_LIST_CATEGORY_LABELS[script.adminCategory] ?? script.adminCategory}
                  </td>
                  <td className="py-3 pr-4 text-right tabular-nums">{script.views}</td>
                  <td className="py-3 pr-4 text-right tabular-nums">{script.leads}</td>
                  <td className="py-3 pr-4">
                    <Badge variant={URGENCY_VARIANT[script.urgency as keyof typeof URGENCY_VARIANT] ?? "outline"}>
                      {URGENCY_LABELS[script.urgency] ?? script.urgency}
                    </Badge>
                  </td>
                  <td className="py-3">
                    <div className="flex justify-end gap-1">
                      <Button variant="ghost" size="sm" aria-label={`Edit ${script.title}`} onClick={() => setEditing(script)}>
                        <Pencil aria-hidden />
                      </Button>
                      <Button variant="ghost" size="sm" aria-label={`Delete ${script.title}`} onClick={() => remove(script)}>
                        <Trash2 aria-hidden />
                      </Button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <ScriptDialog script={editing} onClose={() => setEditing(null)} />
    </SectionCard>
  );
}
