import { VIDEO_UPLOAD_CATEGORIES } from "@realty/contracts/admin";
import { PAID_TIERS } from "@realty/plans";
import { Button } from "@realty/ui/button";
import { Field } from "@realty/ui/field";
import { Input } from "@realty/ui/input";
import { toast } from "@realty/ui/use-toast";
import { Upload } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Checkbox, Textarea } from "../../shared/components/form-controls.tsx";
import { SelectField } from "../../shared/components/select-field.tsx";
import { failureToast } from "../../shared/lib/errors.ts";
import { tierLabel } from "../../shared/lib/labels.ts";
import { uploadVideo } from "../api/upload-video.ts";
import { checkUpload, type Errors } from "../lib/check-upload.ts";

/** The top tier: a new video is open to the fewest members until the admin chooses otherwise. */
const NEW_VIDEO_TIER = "domination";

export function VideoUploadForm() {
  const [errors, setErrors] = useState<Errors>({});
  const [progress, setProgress] = useState<number | null>(null);
  // A new form after each upload: a form's reset() would put every select on its first option
  // (Script Sampler), not on the defaults below.
  const [formKey, setFormKey] = useState(0);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    // An empty optional file input would still send a part; leave it out.
    const thumbnail = form.get("thumbnailFile");
    if (thumbnail instanceof File && thumbnail.size === 0) form.delete("thumbnailFile");
    const found = checkUpload(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setProgress(0);
    try {
      await uploadVideo(form, setProgress);
      toast({ title: "Video uploaded", description: String(form.get("title")) });
      setFormKey((k) => k + 1);
    } catch (error) {
      failureToast("Error creating video", error, "Failed to upload video");
    } finally {
      setProgress(null);
    }
  }

  const uploading = progress !== null;
  return (
    <form
      key={formKey}
      onSubmit={onSubmit}
      noValidate
      className="grid grid-cols-[minmax(0,1fr)] gap-4 sm:grid-cols-2"
      aria-label="Upload video"
    >
      <Field id="video-title" label="Title" error={errors.title}>
        <Input id="video-title" name="title" />
      </Field>
      <SelectField
        id="video-category"
        label="Category"
        name="category"
        values={VIDEO_UPLOAD_CATEGORIES}
        defaultValue={VIDEO_UPLOAD_CATEGORIES[0]}
      />
      <Field id="video-description" label="Description" error={errors.description} className="sm:col-span-2">
        <Textarea id="video-description" name="description" rows={3} />
      </Field>
      <SelectField
        id="video-access"
        label="Access Level"
        name="accessLevel"
        values={PAID_TIERS}
        labels={tierLabel}
        defaultValue={NEW_VIDEO_TIER}
        hint={`New videos default to ${tierLabel(NEW_VIDEO_TIER)}, the top tier: choose a lower tier to open it to more members.`}
      />
      <SelectField
        id="video-quarter"
        label="Quarter"
        name="quarter"
        values={["1", "2", "3", "4"]}
        labels={(q) => `Quarter ${q}`}
        defaultValue="1"
      />
      <Field id="video-file" label="Video File" error={errors.videoFile} hint="MP4, WebM, MOV or OGG. Max 100MB.">
        <Input id="video-file" name="videoFile" type="file" accept="video/*" className="h-auto" />
      </Field>
      <Field id="video-thumbnail" label="Thumbnail (optional)" error={errors.thumbnailFile} hint="JPEG, PNG, GIF or WebP.">
        <Input id="video-thumbnail" name="thumbnailFile" type="file" accept="image/*" className="h-auto" />
      </Field>
      <Checkbox name="isPopular" value="true" label="Mark as popular" />
      <div className="flex flex-wrap items-center justify-end gap-4 sm:col-span-2">
        {uploading ? (
          <div className="flex min-w-56 flex-1 items-center gap-3">
            <div
              role="progressbar"
              aria-label="Upload progress"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round(progress * 100)}
              className="h-2 flex-1 overflow-hidden rounded-full bg-brand-100"
            >
              <div className="h-full bg-brand-600 transition-[width]" style={{ width: `${Math.round(progress * 100)}%` }} />
            </div>
            <span className="text-sm text-muted tabular-nums">{Math.round(progress * 100)}%</span>
          </div>
        ) : null}
        <Button type="submit" disabled={uploading}>
          <Upload aria-hidden />
          {uploading ? "Uploading..." : "Upload Video"}
        </Button>
      </div>
    </form>
  );
}
