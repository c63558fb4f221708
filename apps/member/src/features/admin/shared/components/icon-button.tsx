import { Button } from "@realty/ui/button";
import type { LucideIcon } from "lucide-react";

/** A row's small icon-only action (Edit, Delete, View, Copy), named for screen readers by `label`. */
export function IconButton({ label, icon: Icon, onClick }: { label: string; icon: LucideIcon; onClick: () => void }) {
  return (
    <Button variant="ghost" size="sm" aria-label={label} onClick={onClick}>
      <Icon aria-hidden />
    </Button>
  );
}
