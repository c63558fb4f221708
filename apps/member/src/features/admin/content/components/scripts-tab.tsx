import type { AdminScript } from "@realty/contracts/admin";
import { SCRIPT_ADMIN_CATEGORIES } from "@realty/contracts/admin";
import { PAID_TIERS } from "@realty/plans";
import { Button } from "@realty/ui/button";
import { Plus } from "lucide-react";
import { useState } from "react";
import { csvHref } from "../../shared/api/admin-keys.ts";
import { type AdminColumn, AdminTable } from "../../shared/components/admin-table.tsx";
import { ListActions, type SortChoice, SortSelect } from "../../shared/components/list-controls.tsx";
import { FilterSelect, SearchBox } from "../../shared/components/list-filters.tsx";
import { PagedResults } from "../../shared/components/paged-results.tsx";
import { SectionCard } from "../../shared/components/section-card.tsx";
import { useListQuery } from "../../shared/hooks/use-list-query.ts";
import { SCRIPT_LIST_CATEGORY_LABELS, tierLabel } from "../../shared/lib/labels.ts";
import { useScriptPage } from "../api/get-scripts.ts";
import { ScriptDialog } from "./script-dialog.tsx";
import { ScriptRow } from "./script-row.tsx";

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

/** Scripts (part 2 §2): search, category and plan filters, sort and pages on the server; CSV. */
export function ScriptsTab() {
  const list = useListQuery({ q: "", category: "", plan: "", sort: "order", dir: "asc" }, PAGE_SIZE);
  const page = useScriptPage(list.query);
  const { data } = page;
  const [editing, setEditing] = useState<AdminScript | "new" | null>(null);

  return (
    <SectionCard
      title="Scripts"
      description={data ? `Showing ${data.items.length} of ${data.total} scripts` : undefined}
      actions={
        <ListActions csvHref={csvHref("scripts", list.query)}>
          <Button onClick={() => setEditing("new")}>
            <Plus aria-hidden />
            Add Script
          </Button>
        </ListActions>
      }
    >
      <div className="mb-4 grid gap-3 sm:flex sm:flex-wrap">
        <SearchBox label="Search scripts" placeholder="Search by title" className="sm:max-w-sm" {...list.field("q")} />
        <FilterSelect
          label="Filter by category"
          className="sm:w-56"
          allLabel="All categories"
          values={SCRIPT_ADMIN_CATEGORIES}
          labels={(v) => SCRIPT_LIST_CATEGORY_LABELS[v] ?? v}
          {...list.field("category")}
        />
        <FilterSelect
          label="Filter by plan"
          className="sm:w-48"
          allLabel="All plans"
          values={PAID_TIERS}
          labels={tierLabel}
          {...list.field("plan")}
        />
        <SortSelect choices={SCRIPT_SORTS} list={list} />
      </div>
      <PagedResults list={list} result={page} notes={{ loading: "Loading scripts...", empty: "No scripts match." }}>
        <AdminTable columns={SCRIPT_COLUMNS} scrollBox>
          {data?.items.map((script) => (
            <ScriptRow key={script.id} script={script} onEdit={setEditing} />
          ))}
        </AdminTable>
      </PagedResults>
      <ScriptDialog script={editing} onClose={() => setEditing(null)} />
    </SectionCard>
  );
}
