import { BRAND_PHOTO_NOT_IMAGE } from "@realty/contracts/brand-profile";
import { Button } from "@realty/ui/button";
import { toast } from "@realty/ui/use-toast";
import { useId, useState } from "react";
import { useSWRConfig } from "swr";
import { userMessage } from "../../../lib/api-client.ts";
import { BRAND_KEY } from "../api/get-brand-profile.ts";
import { removeBrandPhoto, uploadBrandPhoto } from "../api/upload-brand-photo.ts";
import { downscaleImage } from "../lib/downscale-image.ts";

/** Headshot or logo: scaled in the browser, then uploaded on its own (not with the form). */
export function BrandPhotoField({ photoUrl }: { photoUrl: string | null }) {
  const id = useId();
  const { mutate } = useSWRConfig();
  const [status, setStatus] = useState("");
  const [busy, setBusy] = useState(false);

  async function run(action: () => Promise<unknown>, done: string) {
    setBusy(true);
    setStatus("Uploading...");
    try {
      await action();
      await mutate(BRAND_KEY);
      setStatus(done);
    } catch (error) {
      const message = userMessage(error, "The photo could not be saved. Please try again.");
      setStatus(message);
      toast({ title: "Photo not saved", description: message, variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }

  async function onChange(file: File | undefined) {
    if (!file) return;
    const scaled = await downscaleImage(file);
    if (!scaled) {
      setStatus(BRAND_PHOTO_NOT_IMAGE);
      return;
    }
    await run(() => uploadBrandPhoto(scaled.blob, scaled.name), "Photo saved.");
  }

  return (
    <div className="grid gap-2">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        Headshot or logo
      </label>
      <div className="flex flex-wrap items-center gap-3">
        {photoUrl ? (
          <img src={photoUrl} alt="Your current headshot or logo" className="size-16 rounded-full object-cover" />
        ) : null}
        <input
          id={id}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          disabled={busy}
          aria-describedby={`${id}-hint ${id}-status`}
          className="max-w-full text-sm file:mr-3 file:rounded-lg file:border file:border-line file:bg-white file:px-3 file:py-2 file:font-semibold"
          onChange={(e) => {
            void onChange(e.currentTarget.files?.[0]);
            e.currentTarget.value = "";
          }}
        />
        {photoUrl ? (
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={busy}
            onClick={() => run(removeBrandPhoto, "Photo removed.")}
          >
            Remove photo
          </Button>
        ) : null}
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted">
        JPEG, PNG or WebP. Large photos are scaled down before upload.
      </p>
      <p id={`${id}-status`} role="status" className="text-sm text-muted">
        {status}
      </p>
    </div>
  );
}
