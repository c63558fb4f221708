import { ACCESS_LEVELS } from "@realty/plans";
import { Button } from "@realty/ui/button";
import { UserPlus } from "lucide-react";
import { Suspense, useState } from "react";
import { lazyPart } from "../../../../lib/lazy-part.tsx";
import { usePrefetchLater } from "../../../../lib/use-prefetch-later.ts";
import { csvHref } from "../../shared/api/admin-keys.ts";
import { type AdminColumn, AdminTable } from "../../shared/components/admin-table.tsx";
import { ListActions, type SortChoice, SortSelect } from "../../shared/components/list-controls.tsx";
import { FilterSelect, SearchBox } from "../../shared/components/list-filters.tsx";
import { PagedResults } from "../../shared/components/paged-results.tsx";
import { SectionCard } from "../../shared/components/section-card.tsx";
import { useListQuery } from "../../shared/hooks/use-list-query.ts";
import { tierLabel } from "../../shared/lib/labels.ts";
import { USERS_FIRST_VIEW, USERS_PAGE_SIZE, useUserPage } from "../api/get-users.ts";
import type { UserDialogState } from "./user-dialog.tsx";
import { UserRow } from "./user-row.tsx";

// The dialog's forms and schemas are the larger half of this tab's code: they load the first time a
// dialog opens (or a few seconds after the first screen), not with the admin's first paint.
const loadUserDialog = () => import("./user-dialog.tsx");
const UserDialog = lazyPart("features/admin/users/components/user-dialog", loadUserDialog, (m) => m.UserDialog);

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

/** Users (part 2 §2): search, plan filter, sort and pages on the server; CSV export. */
export function UsersTab() {
  const list = useListQuery(USERS_FIRST_VIEW, USERS_PAGE_SIZE);
  const page = useUserPage(list.query);
  const { data } = page;
  const [dialog, setDialog] = useState<UserDialogState>(null);
  usePrefetchLater(loadUserDialog);

  return (
    <SectionCard
      title="Users"
      description={data ? `Showing ${data.items.length} of ${data.total} users` : undefined}
      actions={
        <ListActions csvHref={csvHref("users", list.query)}>
          <Button onClick={() => setDialog({ mode: "create" })}>
            <UserPlus aria-hidden />
            Add User
          </Button>
        </ListActions>
      }
    >
      <div className="mb-4 grid gap-3 sm:grid-cols-[minmax(0,24rem)_auto_auto]">
        <SearchBox label="Search users" placeholder="Search by name or email" icon {...list.field("q")} />
        <FilterSelect
          label="Filter by plan"
          className="sm:w-48"
          allLabel="All access levels"
          values={ACCESS_LEVELS}
          labels={tierLabel}
          {...list.field("plan")}
        />
        <SortSelect choices={USER_SORTS} list={list} />
      </div>
      <PagedResults list={list} result={page} notes={{ loading: "Loading users...", empty: "No users match your search." }}>
        <AdminTable columns={USER_COLUMNS}>
          {data?.items.map((user) => (
            <UserRow key={user.id} user={user} onOpen={setDialog} />
          ))}
        </AdminTable>
      </PagedResults>
      {/* Mounted only while open: its code loads with the first dialog. */}
      {dialog ? (
        <Suspense fallback={null}>
          <UserDialog state={dialog} onChange={setDialog} />
        </Suspense>
      ) : null}
    </SectionCard>
  );
}
