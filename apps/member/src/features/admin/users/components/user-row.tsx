import type { AdminUser } from "@realty/contracts/admin";
import { Badge } from "@realty/ui/badge";
import { Eye, Pencil } from "lucide-react";
import { IconButton } from "../../shared/components/icon-button.tsx";
import { formatDate } from "../../shared/lib/labels.ts";
import { AccessBadge } from "./access-badge.tsx";
import type { UserDialogState } from "./user-dialog.tsx";

/** One row of the Users table, with View and Edit, each named for the user it opens. */
export function UserRow({ user, onOpen }: { user: AdminUser; onOpen: (state: UserDialogState) => void }) {
  const name = `${user.firstName} ${user.lastName}`.trim();
  return (
    <tr className="border-b border-line last:border-0">
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
          <IconButton label={`View ${name}`} icon={Eye} onClick={() => onOpen({ mode: "view", userId: user.id })} />
          <IconButton label={`Edit ${name}`} icon={Pencil} onClick={() => onOpen({ mode: "edit", userId: user.id })} />
        </div>
      </td>
    </tr>
  );
}
