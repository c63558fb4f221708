import { zodResolver } from "@hookform/resolvers/zod";
import { type AdminSocialPost, adminSocialPostInput } from "@realty/contracts/admin";
import { PLATFORM_NAMES, PLATFORMS } from "@realty/contracts/social-constants";
import { PAID_TIERS } from "@realty/plans";
import { Field } from "@realty/ui/field";
import { Input } from "@realty/ui/input";
import { toast } from "@realty/ui/use-toast";
import { useForm } from "react-hook-form";
import { Textarea } from "../../shared/components/form-controls.tsx";
import { SelectField } from "../../shared/components/select-field.tsx";
import { SubmitRow } from "../../shared/components/submit-row.tsx";
import { failureToast } from "../../shared/lib/errors.ts";
import { tierLabel } from "../../shared/lib/labels.ts";
import { createSocialPost } from "../api/create-social-post.ts";
import { updateSocialPost } from "../api/update-social-post.ts";

/** Creates a post, or updates `post` (part 2 §2, §5: title, content and image URL are required). */
export function SocialPostForm({ post, onDone }: { post?: AdminSocialPost; onDone?: () => void }) {
  const blank = {
    title: "",
    content: "",
    imageUrl: "",
    accessLevel: "sampler",
    category: "Market Update",
    platform: "facebook",
  } as const;
  const form = useForm({
    resolver: zodResolver(adminSocialPostInput),
    defaultValues: post
      ? {
          title: post.title,
          content: post.content,
          imageUrl: post.imageUrl ?? "",
          accessLevel: post.accessLevel as (typeof PAID_TIERS)[number],
          category: post.category,
          platform: post.platform,
        }
      : blank,
  });
  const { errors, isSubmitting } = form.formState;
  const id = post ? `post-${post.id}` : "new-post";

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      await (post ? updateSocialPost(post.id, input) : createSocialPost(input));
      toast({ title: post ? "Social post updated" : "Social post created", description: input.title });
      if (!post) form.reset(blank);
      onDone?.();
    } catch (error) {
      failureToast(post ? "Error updating social post" : "Error creating social post", error);
    }
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="grid grid-cols-[minmax(0,1fr)] gap-4 sm:grid-cols-2"
      aria-label={post ? "Edit social post" : "Create social post"}
    >
      <Field id={`${id}-title`} label="Title" error={errors.title?.message}>
        <Input id={`${id}-title`} {...form.register("title")} />
      </Field>
      <Field id={`${id}-image`} label="Image URL" error={errors.imageUrl?.message}>
        <Input id={`${id}-image`} placeholder="https://… or /media/…" {...form.register("imageUrl")} />
      </Field>
      <Field id={`${id}-content`} label="Content" error={errors.content?.message} className="sm:col-span-2">
        <Textarea id={`${id}-content`} rows={5} {...form.register("content")} />
      </Field>
      <SelectField
        id={`${id}-access`}
        label="Access Level"
        values={PAID_TIERS}
        labels={tierLabel}
        {...form.register("accessLevel")}
      />
      <SelectField
        id={`${id}-platform`}
        label="Platform"
        values={PLATFORMS}
        labels={(p) => PLATFORM_NAMES[p]}
        {...form.register("platform")}
      />
      <SubmitRow busy={isSubmitting} busyLabel="Saving..." label={post ? "Save Post" : "Create Post"} />
    </form>
  );
}
