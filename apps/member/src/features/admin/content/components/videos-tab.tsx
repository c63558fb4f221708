import type { AdminVideo } from "@realty/contracts/admin";
import { Badge } from "@realty/ui/badge";
import { Film, Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import { IconButton } from "../../shared/components/icon-button.tsx";
import { ListNote, SectionCard } from "../../shared/components/section-card.tsx";
import { deleteWithToasts } from "../../shared/lib/delete-with-toasts.ts";
import { tierLabel } from "../../shared/lib/labels.ts";
import { deleteVideo } from "../api/delete-video.ts";
import { useAdminVideos } from "../api/get-videos.ts";
import { VideoEditDialog } from "./video-edit-dialog.tsx";
import { VideoUploadForm } from "./video-upload-form.tsx";

export function VideosTab() {
  const { data: videos, isLoading } = useAdminVideos();
  const [editing, setEditing] = useState<AdminVideo | null>(null);

  const remove = (video: AdminVideo) =>
    deleteWithToasts({ noun: "video", confirmAs: `"${video.title}"`, name: video.title, run: () => deleteVideo(video.id) });

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <SectionCard title="Upload Video" description="Stored with the library and shown to members of the chosen tier and above.">
        <VideoUploadForm />
      </SectionCard>
      <SectionCard title={`Existing Videos (${videos?.length ?? 0})`}>
        {isLoading ? <ListNote>Loading videos...</ListNote> : null}
        {videos?.length === 0 ? <ListNote>No videos yet.</ListNote> : null}
        <ul className="grid max-h-[40rem] grid-cols-[minmax(0,1fr)] gap-3 overflow-y-auto pr-1">
          {videos?.map((video) => (
            <li key={video.id} className="flex items-center gap-4 rounded-xl border border-line p-3">
              {video.thumbnailUrl ? (
                <img src={video.thumbnailUrl} alt="" className="h-14 w-24 shrink-0 rounded-md object-cover" loading="lazy" />
              ) : (
                <span
                  className="flex h-14 w-24 shrink-0 items-center justify-center rounded-md bg-brand-50 text-brand-600"
                  aria-hidden
                >
                  <Film className="size-5" />
                </span>
              )}
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium text-ink">{video.title}</p>
                <p className="flex flex-wrap items-center gap-2 text-xs text-muted">
                  {video.category} · Quarter {video.quarter}
                  <Badge variant="secondary">{tierLabel(video.accessLevel)}</Badge>
                  {video.isPopular ? <Badge variant="accent">Popular</Badge> : null}
                  {video.published ? null : <Badge variant="outline">Hidden</Badge>}
                </p>
              </div>
              <IconButton label={`Edit ${video.title}`} icon={Pencil} onClick={() => setEditing(video)} />
              <IconButton label={`Delete ${video.title}`} icon={Trash2} onClick={() => remove(video)} />
            </li>
          ))}
        </ul>
      </SectionCard>
      <VideoEditDialog video={editing} onClose={() => setEditing(null)} />
    </div>
  );
}
