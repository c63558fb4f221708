import { ACCESS_LEVELS } from "@realty/plans";
import { Badge } from "@realty/ui/badge";
import { Button } from "@realty/ui/button";
import { Input } from "@realty/ui/input";
import { Eye, Pencil, Search, UserPlus } from "lucide-react";
import { useState } from "react";
import { csvHref, useUserPage } from "../../shared/api/lists.ts";
import { type AdminColumn, AdminTable } from "../../shared/components/admin-table.tsx";
import { Options, Select } from "../../shared/components/form-controls.tsx";
import { CsvLink, type SortChoice, SortSelect } from "../../shared/components/list-controls.tsx";
import { Pager } from "../../shared/components/pager.tsx";
import { ListNote, SectionCard } from "../../shared/components/section-card.tsx";
import { formatDate, tierLabel } from "../../shared/lib/labels.ts";
import { AccessBadge } from "./access-badge.tsx";
import { UserDialog, type UserDialogState } from "./user-dialog.tsx";

const PAGE_SIZE = 20;
const USER_COLUMNS: AdminColumn[] = [
  { label: "Name" },
  { label: "Email" },
  { label: "Joined" },
  { label: "Access" },
  { label: "Actions", srOnly: true },
];
const USER_SORTS: readonly SortChoice[] = [
  { label: "Newest first", sort: "createdAt", dir: "desc" },
  { label: "Oldest first", sort: "createdAt", dir: "asc" },
  { label: "Name A–Z", sort: "name", dir: "asc" },
  { label: "Email A–Z", sort: "email", dir: "asc" },
  { label: "Access level", sort: "accessLevel", dir: "asc" },
];

/** Users (part 2 §2; issue 16): search, plan filter, sort and pages on the server; CSV export. */
export function UsersTab() {
  const [filters, setFilters] = useState({ q: "", plan: "", sort: "createdAt", dir: "desc" });
  const [page, setPage] = useState(1);
  const query = { ...filters, page, pageSize: PAGE_SIZE };
  const { data, isLoading } = useUserPage(query);
  const [dialog, setDialog] = useState<UserDialogState>(null);
  const shown = data?.items ?? [];
  const change = (next: Partial<typeof filters>) => {
    setFilters({ ...filters, ...next });
    setPage(1);
  };

  return (
    <SectionCard
      title="Users"
      description={data ? `Showing ${shown.length} of ${data.total} users` : undefined}
      actions={
        <div className="flex flex-wrap gap-2">
          <CsvLink href={csvHref("users", query)} />
          <Button onClick={() => setDialog({ mode: "create" })}>
            <UserPlus aria-hidden />
            Add User
          </Button>
        </div>
      }
    >
      <div className="mb-4 grid gap-3 sm:grid-cols-[minmax(0,24rem)_auto_auto]">
        <div className="relative">
          <Search className="pointer-events-none absolute top-3 left-3 size-4 text-muted" aria-hidden />
          <Input
            type="search"
            aria-label="Search users"
            placeholder="Search by name or email"
            className="pl-9"
            value={filters.q}
            onChange={(e) => change({ q: e.target.value })}
          />
        </div>
        <Select
          aria-label="Filter by plan"
          className="sm:w-48"
          value={filters.plan}
          onChange={(e) => change({ plan: e.target.value })}
        >
          <option value="">All access levels</option>
          <Options values={ACCESS_LEVELS} labels={tierLabel} />
        </Select>
        <SortSelect
          choices={USER_SORTS}
          sort={filters.sort}
          dir={filters.dir}
          onChange={({ sort, dir }) => change({ sort, dir })}
        />
      </div>
      {isLoading && !data ? <ListNote>Loading users...</ListNote> : null}
      {data && shown.length === 0 ? <ListNote>No users match your search.</ListNote> : null}
      {shown.length > 0 ? (
        <AdminTable columns={USER_COLUMNS}>
          {shown.map((user) => {
            const name = `${user.firstName} ${user.lastName}`.trim();
            return (
              <tr key={user.id} className="border-b border-line last:border-0">
                <td className="py-3 pr-4 font-medium text-ink">
                  {name}
                  {user.isAdmin ? <Badge className="ml-2">Admin</Badge> : null}
                </td>
                <td className="py-3 pr-4 text-muted">{user.email}</td>
                <td className="py-3 pr-4 whitespace-nowrap text-muted">{formatDate(user.createdAt)}</td>
                <td className="py-3 pr-4">
                  <AccessBadge level={user.accessLevel} label={user.accessLevelLabel} />
                </td>
                <td className="py-3">
                  <div className="flex justify-end gap-1">
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`View ${name}`}
                      onClick={() => setDialog({ mode: "view", userId: user.id })}
                    >
                      <Eye aria-hidden />
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Edit ${name}`}
                      onClick={() => setDialog({ mode: "edit", userId: user.id })}
                    >
                      <Pencil aria-hidden />
                    </Button>
                  </div>
                </td>
              </tr>
            );
          })}
        </AdminTable>
      ) : null}
      {data ? <Pager page={page} pageSize={PAGE_SIZE} total={data.total} onPage={setPage} /> : null}
      <UserDialog state={dialog} onChange={setDialog} />
    </SectionCard>
  );
}
