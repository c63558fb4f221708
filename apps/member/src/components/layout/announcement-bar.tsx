import { Megaphone } from "lucide-react";
import { usePublicSettings } from "../../lib/public-settings.ts";

/** The admin's announcement (Settings tab), shown to members above every member page. */
export function AnnouncementBar() {
  const { announcement } = usePublicSettings();
  if (!announcement) return null;
  return (
    <aside aria-label="Announcement" className="bg-brand-600 px-4 py-2 text-center text-sm font-medium text-white">
      <Megaphone className="mr-2 inline size-4 align-[-2px]" aria-hidden />
      {announcement}
    </aside>
  );
}
