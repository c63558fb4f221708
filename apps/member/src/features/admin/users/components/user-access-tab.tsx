import type { AdminUserDetail } from "@realty/contracts/admin";
import { ACCESS_LEVELS, isAccessLevel } from "@realty/plans";
import { Button } from "@realty/ui/button";
import { toast } from "@realty/ui/use-toast";
import { useState } from "react";
import { SelectField } from "../../shared/components/select-field.tsx";
import { failureToast } from "../../shared/lib/errors.ts";
import { tierLabel } from "../../shared/lib/labels.ts";
import { setAccessLevel } from "../api/set-access-level.ts";
import { AccessBadge } from "./access-badge.tsx";

export function UserAccessTab({ user, editing }: { user: AdminUserDetail; editing: boolean }) {
  // A legacy level (starter, pro, authority) starts the choice at No Access: it must be replaced.
  const [level, setLevel] = useState(isAccessLevel(user.accessLevel) ? user.accessLevel : "none");
  const [saving, setSaving] = useState(false);

  async function save() {
    setSaving(true);
    try {
      await setAccessLevel(user.id, level);
      toast({ title: "Access level updated", description: `${user.email} now has ${tierLabel(level)}.` });
    } catch (error) {
      failureToast("Access level update failed", error);
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
      <p className="flex items-center gap-2 text-sm text-muted">
        Current access: <AccessBadge level={user.accessLevel} label={user.accessLevelLabel} />
      </p>
      {editing ? (
        <div className="flex flex-wrap items-end gap-3">
          <SelectField
            id="user-access-level"
            label="Access Level"
            fieldClassName="min-w-56"
            values={ACCESS_LEVELS}
            labels={tierLabel}
            value={level}
            onChange={(e) => setLevel(e.target.value as typeof level)}
          />
          <Button onClick={save} disabled={saving || level === user.accessLevel}>
            {saving ? "Updating..." : "Update Access Level"}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
