import type { AdminScript } from "@realty/contracts/admin";
import { SCRIPT_ADMIN_CATEGORIES } from "@realty/contracts/admin";
import { PAID_TIERS } from "@realty/plans";
import { Badge } from "@realty/ui/badge";
import { Button } from "@realty/ui/button";
import { Input } from "@realty/ui/input";
import { toast } from "@realty/ui/use-toast";
import { Pencil, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { scriptsApi } from "../../shared/api/content.ts";
import { csvHref, useScriptPage } from "../../shared/api/lists.ts";
import { type AdminColumn, AdminTable } from "../../shared/components/admin-table.tsx";
import { Options, Select } from "../../shared/components/form-controls.tsx";
import { CsvLink, type SortChoice, SortSelect } from "../../shared/components/list-controls.tsx";
import { Pager } from "../../shared/components/pager.tsx";
import { ListNote, SectionCard } from "../../shared/components/section-card.tsx";
import { failureToast } from "../../shared/lib/errors.ts";
import { confirmDelete, SCRIPT_LIST_CATEGORY_LABELS, tierLabel, URGENCY_LABELS } from "../../shared/lib/labels.ts";
import { ScriptDialog } from "./script-dialog.tsx";

const URGENCY_VARIANT = { high: "destructive", medium: "secondary", low: "outline" } as const;

const PAGE_SIZE = 25;
const SCRIPT_COLUMNS: AdminColumn[] = [
  { label: "Title" },
  { label: "Category" },
  { label: "Views", align: "right" },
  { label: "Leads", align: "right" },
  { label: "Urgency" },
  { label: "Actions", srOnly: true },
];
const SCRIPT_SORTS: readonly SortChoice[] = [
  { label: "Library order", sort: "order", dir: "asc" },
  { label: "Title A–Z", sort: "title", dir: "asc" },
  { label: "Most views", sort: "views", dir: "desc" },
  { label: "Most leads", sort: "leads", dir: "desc" },
  { label: "Newest first", sort: "createdAt", dir: "desc" },
];

/** Scripts (part 2 §2; issue 16): search, category and plan filters, sort and pages on the server; CSV. */
export function ScriptsTab() {
  const [filters, setFilters] = useState({ q: "", category: "", plan: "", sort: "order", dir: "asc" });
  const [page, setPage] = useState(1);
  const query = { ...filters, page, pageSize: PAGE_SIZE };
  const { data, isLoading } = useScriptPage(query);
  const [editing, setEditing] = useState<AdminScript | "new" | null>(null);
  const shown = data?.items ?? [];
  const change = (next: Partial<typeof filters>) => {
    setFilters({ ...filters, ...next });
    setPage(1);
  };

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
      description={data ? `Showing ${shown.length} of ${data.total} scripts` : undefined}
      actions={
        <div className="flex flex-wrap gap-2">
          <CsvLink href={csvHref("scripts", query)} />
          <Button onClick={() => setEditing("new")}>
            <Plus aria-hidden />
            Add Script
          </Button>
        </div>
      }
    >
      <div className="mb-4 grid gap-3 sm:flex sm:flex-wrap">
        <Input
          type="search"
          aria-label="Search scripts"
          placeholder="Search by title"
          className="sm:max-w-sm"
          value={filters.q}
          onChange={(e) => change({ q: e.target.value })}
        />
        <Select
          aria-label="Filter by category"
          className="sm:w-56"
          value={filters.category}
          onChange={(e) => change({ category: e.target.value })}
        >
          <option value="">All categories</option>
          <Options values={SCRIPT_ADMIN_CATEGORIES} labels={(v) => SCRIPT_LIST_CATEGORY_LABELS[v] ?? v} />
        </Select>
        <Select
          aria-label="Filter by plan"
          className="sm:w-48"
          value={filters.plan}
          onChange={(e) => change({ plan: e.target.value })}
        >
          <option value="">All plans</option>
          <Options values={PAID_TIERS} labels={tierLabel} />
        </Select>
        <SortSelect
          choices={SCRIPT_SORTS}
          sort={filters.sort}
          dir={filters.dir}
          onChange={({ sort, dir }) => change({ sort, dir })}
        />
      </div>
      {isLoading && !data ? <ListNote>Loading scripts...</ListNote> : null}
      {data && shown.length === 0 ? <ListNote>No scripts match.</ListNote> : null}
      {shown.length > 0 ? (
        <AdminTable columns={SCRIPT_COLUMNS} scrollBox>
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
        </AdminTable>
      ) : null}
      {data ? <Pager page={page} pageSize={PAGE_SIZE} total={data.total} onPage={setPage} /> : null}
      <ScriptDialog script={editing} onClose={() => setEditing(null)} />
    </SectionCard>
  );
}
