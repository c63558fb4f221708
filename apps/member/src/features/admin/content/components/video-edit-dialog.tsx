import { type AdminVideo, MAX_THUMBNAIL_BYTES, VIDEO_EDIT_CATEGORIES } from "@realty/contracts/admin";
import { PAID_TIERS } from "@realty/plans";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@realty/ui/dialog";
import { Field } from "@realty/ui/field";
import { Input } from "@realty/ui/input";
import { toast } from "@realty/ui/use-toast";
import { type FormEvent, useState } from "react";
import { Checkbox, Textarea } from "../../shared/components/form-controls.tsx";
import { SelectField } from "../../shared/components/select-field.tsx";
import { SubmitRow } from "../../shared/components/submit-row.tsx";
import { failureToast } from "../../shared/lib/errors.ts";
import { tierLabel } from "../../shared/lib/labels.ts";
import { updateVideo } from "../api/update-video.ts";

/** The edit dialog's categories (part 2 §9), plus the video's own when it is not among them. */
function editCategories(current: string): string[] {
  return VIDEO_EDIT_CATEGORIES.includes(current as never) ? [...VIDEO_EDIT_CATEGORIES] : [current, ...VIDEO_EDIT_CATEGORIES];
}

export function VideoEditDialog({ video, onClose }: { video: AdminVideo | null; onClose: () => void }) {
  return (
    <Dialog open={video !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="grid-cols-[minmax(0,1fr)] max-w-2xl">
        {video ? <VideoEditForm key={video.id} video={video} onDone={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function VideoEditForm({ video, onDone }: { video: AdminVideo; onDone: () => void }) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const thumbnail = form.get("thumbnailFile");
    if (thumbnail instanceof File && thumbnail.size === 0) form.delete("thumbnailFile");
    const found: Record<string, string> = {};
    if (!String(form.get("title") ?? "").trim()) found.title = "Title is required";
    if (!String(form.get("description") ?? "").trim()) found.description = "Description is required";
    if (thumbnail instanceof File && thumbnail.size > MAX_THUMBNAIL_BYTES)
      found.thumbnailFile = "The thumbnail is larger than 5 MB.";
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      await updateVideo(video.id, form);
      toast({ title: "Video updated", description: String(form.get("title")) });
      onDone();
    } catch (error) {
      failureToast("Error updating video", error, "Failed to update video");
      setSaving(false);
    }
  }

  return (
    <>
      <DialogHeader>
        <DialogTitle>Edit Video</DialogTitle>
        <DialogDescription>Change the details or the thumbnail; the video file stays.</DialogDescription>
      </DialogHeader>
      <form onSubmit={onSubmit} noValidate className="grid grid-cols-[minmax(0,1fr)] gap-4 sm:grid-cols-2">
        <Field id="edit-video-title" label="Title" error={errors.title} className="sm:col-span-2">
          <Input id="edit-video-title" name="title" defaultValue={video.title} />
        </Field>
        <Field id="edit-video-description" label="Description" error={errors.description} className="sm:col-span-2">
          <Textarea id="edit-video-description" name="description" rows={3} defaultValue={video.description} />
        </Field>
        <SelectField
          id="edit-video-category"
          label="Category"
          name="category"
          values={editCategories(video.category)}
          defaultValue={video.category}
        />
        <SelectField
          id="edit-video-access"
          label="Access Level"
          name="accessLevel"
          values={PAID_TIERS}
          labels={tierLabel}
          defaultValue={video.accessLevel}
        />
        <Field id="edit-video-thumbnail" label="New Thumbnail (optional)" error={errors.thumbnailFile}>
          <Input id="edit-video-thumbnail" name="thumbnailFile" type="file" accept="image/*" className="h-auto" />
        </Field>
        <Checkbox
          name="isPopular"
          value="true"
          defaultChecked={video.isPopular}
          label="Mark as popular"
          className="self-end pb-2"
        />
        <SubmitRow busy={saving} busyLabel="Saving..." label="Save Changes" />
      </form>
    </>
  );
}
