import { Button } from "@realty/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@realty/ui/dialog";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@realty/ui/tabs";
import { Pencil } from "lucide-react";
import { ListNote } from "../../shared/components/section-card.tsx";
import { useAdminUser } from "../api/get-user.ts";
import { UserAccessTab } from "./user-access-tab.tsx";
import { UserCreateForm } from "./user-create-form.tsx";
import { UserDangerTab } from "./user-danger-tab.tsx";
import { UserProfileTab } from "./user-profile-tab.tsx";
import { UserSecurityTab } from "./user-security-tab.tsx";

export type UserDialogState = { mode: "create" } | { mode: "view" | "edit"; userId: number } | null;

/** The admin user dialog (part 2 §2): create, view and edit; view and edit have four tabs. */
export function UserDialog({ state, onChange }: { state: UserDialogState; onChange: (next: UserDialogState) => void }) {
  const close = () => onChange(null);
  return (
    <Dialog open={state !== null} onOpenChange={(open) => (open ? undefined : close())}>
      <DialogContent className="grid-cols-[minmax(0,1fr)] max-w-2xl">
        {state?.mode === "create" ? (
          <>
            <DialogHeader>
              <DialogTitle>Add User</DialogTitle>
              <DialogDescription>Create an account; the person signs in with this e-mail and password.</DialogDescription>
            </DialogHeader>
            <UserCreateForm onDone={close} />
          </>
        ) : state ? (
          <UserDetail
            userId={state.userId}
            editing={state.mode === "edit"}
            onEdit={() => onChange({ ...state, mode: "edit" })}
            onClose={close}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function UserDetail({
  userId,
  editing,
  onEdit,
  onClose,
}: {
  userId: number;
  editing: boolean;
  onEdit: () => void;
  onClose: () => void;
}) {
  const { data: user, error } = useAdminUser(userId);
  return (
    <>
      <DialogHeader>
        <DialogTitle>{editing ? "Edit User" : "User Details"}</DialogTitle>
        <DialogDescription>
          {user ? [`${user.firstName} ${user.lastName}`.trim(), user.email].join(" · ") : "Loading..."}
        </DialogDescription>
      </DialogHeader>
      {error ? <ListNote>This user could not be loaded.</ListNote> : null}
      {user ? (
        <Tabs defaultValue="profile">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <TabsList aria-label="User sections" className="flex-wrap">
              <TabsTrigger value="profile">Profile</TabsTrigger>
              <TabsTrigger value="access">Access</TabsTrigger>
              <TabsTrigger value="security">Security</TabsTrigger>
              <TabsTrigger value="danger">Danger</TabsTrigger>
            </TabsList>
            {editing ? null : (
              <Button variant="outline" size="sm" onClick={onEdit}>
                <Pencil aria-hidden />
                Edit
              </Button>
            )}
          </div>
          <TabsContent value="profile">
            <UserProfileTab user={user} editing={editing} />
          </TabsContent>
          <TabsContent value="access">
            <UserAccessTab user={user} editing={editing} />
          </TabsContent>
          <TabsContent value="security">
            <UserSecurityTab user={user} editing={editing} />
          </TabsContent>
          <TabsContent value="danger">
            <UserDangerTab user={user} onDeleted={onClose} />
          </TabsContent>
        </Tabs>
      ) : null}
    </>
  );
}
