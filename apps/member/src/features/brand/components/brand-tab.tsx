// The Brand tab in /account: who the member is on everything they share.
import { zodResolver } from "@hookform/resolvers/zod";
import type { CurrentUser } from "@realty/contracts/auth";
import {
  type BrandProfile,
  type BrandProfileForm,
  type BrandProfileInput,
  brandProfileInput,
  DEFAULT_BRAND_COLOR,
} from "@realty/contracts/brand-profile";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@realty/ui/card";
import { Skeleton } from "@realty/ui/skeleton";
import { toast } from "@realty/ui/use-toast";
import { type FieldPath, useForm } from "react-hook-form";
import { useSWRConfig } from "swr";
import { SubmitButton } from "../../../components/forms/submit-button.tsx";
import { serverFieldErrors, userMessage } from "../../../lib/api-client.ts";
import { useUser } from "../../../lib/auth.ts";
import { BRAND_KEY, useBrandProfile } from "../api/get-brand-profile.ts";
import { saveBrandProfile } from "../api/save-brand-profile.ts";
import { BrandFields } from "./brand-fields.tsx";
import { BrandPhotoField } from "./brand-photo-field.tsx";
import { BrandPreview } from "./brand-preview.tsx";

function formValues(profile: BrandProfile | null, user: CurrentUser): BrandProfileForm {
  return {
    displayName: profile?.displayName ?? `${user.firstName} ${user.lastName}`.trim(),
    brokerage: profile?.brokerage ?? "",
    phone: profile?.phone ?? "",
    email: profile?.email ?? user.email,
    licenseNumber: profile?.licenseNumber ?? "",
    licenseState: profile?.licenseState ?? "",
    equalHousing: profile?.equalHousing ?? true,
    brandColor: profile?.brandColor ?? DEFAULT_BRAND_COLOR,
  };
}

function BrandForm({ profile, user }: { profile: BrandProfile | null; user: CurrentUser }) {
  const { mutate } = useSWRConfig();
  const form = useForm<BrandProfileForm, unknown, BrandProfileInput>({
    resolver: zodResolver(brandProfileInput),
    defaultValues: formValues(profile, user),
  });
  const watched = form.watch();

  const submit = form.handleSubmit(async (values) => {
    try {
      const { profile: saved } = await saveBrandProfile(values);
      await mutate(BRAND_KEY, { profile: saved }, { revalidate: false });
      form.reset(formValues(saved, user));
      toast({ title: "Brand saved", description: "Your pages and videos now carry this brand." });
    } catch (error) {
      for (const [field, message] of Object.entries(serverFieldErrors(error))) {
        if (field in values) form.setError(field as FieldPath<BrandProfileForm>, { message });
      }
      toast({
        title: "Error",
        description: userMessage(error, "Failed to save your brand. Please try again."),
        variant: "destructive",
      });
    }
  });

  const preview = {
    displayName: watched.displayName ?? "",
    photoUrl: profile?.photoUrl ?? null,
    brokerage: watched.brokerage || null,
    phone: watched.phone || null,
    email: watched.email || null,
    licenseNumber: watched.licenseNumber || null,
    licenseState: watched.licenseState || null,
    equalHousing: watched.equalHousing,
    brandColor: /^#[0-9a-f]{6}$/i.test(watched.brandColor) ? watched.brandColor : DEFAULT_BRAND_COLOR,
  } as const;

  return (
    <div className="grid gap-8 md:grid-cols-[minmax(0,1fr)_minmax(0,18rem)]">
      <div className="grid gap-6">
        <BrandPhotoField photoUrl={profile?.photoUrl ?? null} />
        <form onSubmit={submit} noValidate className="grid gap-5" aria-label="Brand profile">
          <BrandFields form={form} />
          <div className="w-fit">
            <SubmitButton pending={form.formState.isSubmitting} pendingLabel="Saving...">
              Save Brand
            </SubmitButton>
          </div>
        </form>
      </div>
      <BrandPreview profile={preview} />
    </div>
  );
}

/** Loads the profile, then shows the form with its live preview. */
export function BrandTab() {
  const { data: user } = useUser();
  const { data, error } = useBrandProfile();
  if (!user) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Brand</CardTitle>
        <CardDescription>
          Your name, photo and license on every page you share and at the end of every video. Many states require the brokerage
          name on advertising.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {error ? (
          <p role="alert" className="text-sm text-danger">
            Your brand could not be loaded. Please reload the page.
          </p>
        ) : data === undefined ? (
          <Skeleton className="h-96" aria-busy="true" />
        ) : (
          <BrandForm profile={data?.profile ?? null} user={user} />
        )}
      </CardContent>
    </Card>
  );
}
