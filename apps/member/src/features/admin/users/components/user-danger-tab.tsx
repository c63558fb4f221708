import type { AdminUserDetail } from "@realty/contracts/admin";
import { Button } from "@realty/ui/button";
import { toast } from "@realty/ui/use-toast";
import { Trash2 } from "lucide-react";
import { useState } from "react";
import { failureToast } from "../../shared/lib/errors.ts";
import { deleteUser } from "../api/delete-user.ts";

export function UserDangerTab({ user, onDeleted }: { user: AdminUserDetail; onDeleted: () => void }) {
  const [deleting, setDeleting] = useState(false);

  async function remove() {
    if (!window.confirm(`Delete ${user.email} and all their data? This cannot be undone.`)) return;
    setDeleting(true);
    try {
      await deleteUser(user.id);
      toast({ title: "User deleted", description: `${user.email} and all their data were removed.` });
      onDeleted();
    } catch (error) {
      failureToast("Failed to delete user", error);
      setDeleting(false);
    }
  }

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-3 rounded-xl border border-danger/40 bg-danger/5 p-4">
      <h3 className="font-semibold text-danger">Delete this user</h3>
      <p className="text-sm text-ink">
        Removes the account with everything that belongs to it: {user.purchases.length} purchase(s), {user.customizations}{" "}
        customized script(s), scheduled posts, social connections and every active session.
      </p>
      <Button variant="destructive" className="w-fit" onClick={remove} disabled={deleting}>
        <Trash2 aria-hidden />
        {deleting ? "Deleting..." : "Delete User"}
      </Button>
    </div>
  );
}
