import { isPaidTier } from "@realty/plans";
import { Badge } from "@realty/ui/badge";
import { Button } from "@realty/ui/button";
import { Input } from "@realty/ui/input";
import { Eye, Pencil, Search, UserPlus } from "lucide-react";
import { useState } from "react";
import { useAdminUsers } from "../api/admin-data.ts";
import { matchesUser } from "../lib/filters.ts";
import { formatDate } from "../lib/labels.ts";
import { STACK_TABLE } from "../lib/stack-table.ts";
import { ListNote, SectionCard } from "./section-card.tsx";
import { UserDialog, type UserDialogState } from "./user-dialog.tsx";

export function AccessBadge({ level, label }: { level: string; label: string }) {
  const variant = isPaidTier(level) ? "secondary" : label === "Unknown" ? "destructive" : "outline";
  return <Badge variant={variant}>{label}</Badge>;
}

export function UsersTab() {
  const { data: users, isLoading } = useAdminUsers();
  const [query, setQuery] = useState("");
  const [dialog, setDialog] = useState<UserDialogState>(null);
  const shown = (users ?? []).filter((u) => matchesUser(u, query));

  return (
    <SectionCard
      title="Users"
      description={users ? `${shown.length} of ${users.length} users` : undefined}
      actions={
        <Button onClick={() => setDialog({ mode: "create" })}>
          <UserPlus aria-hidden />
          Add User
        </Button>
      }
    >
      <div className="relative mb-4 max-w-sm">
        <Search className="pointer-events-none absolute top-3 left-3 size-4 text-muted" aria-hidden />
        <Input
          type="search"
          aria-label="Search users"
          placeholder="Search by name or email"
          className="pl-9"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
      </div>
      {isLoading ? <ListNote>Loading users...</ListNote> : null}
      {users && shown.length === 0 ? <ListNote>No users match your search.</ListNote> : null}
      {shown.length > 0 ? (
        <div className="sm:overflow-x-auto">
          <table className={STACK_TABLE}>
            <thead className="border-b border-line text-xs text-muted uppercase">
              <tr>
                <th className="py-2 pr-4 font-semibold">Name</th>
                <th className="py-2 pr-4 font-semibold">Email</th>
                <th className="py-2 pr-4 font-semibold">Joined</th>
                <th className="py-2 pr-4 font-semibold">Access</th>
                <th className="py-2 font-semibold">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
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
            </tbody>
          </table>
        </div>
      ) : null}
      <UserDialog state={dialog} onChange={setDialog} />
    </SectionCard>
  );
}
