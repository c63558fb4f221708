import { zodResolver } from "@hookform/resolvers/zod";
import { adminSettingsInput, type PublicSettings } from "@realty/contracts/admin";
import { Button } from "@realty/ui/button";
import { Field } from "@realty/ui/field";
import { Input } from "@realty/ui/input";
import { toast } from "@realty/ui/use-toast";
import { useForm } from "react-hook-form";
import { Textarea } from "../../shared/components/form-controls.tsx";
import { ListNote, SectionCard } from "../../shared/components/section-card.tsx";
import { failureToast } from "../../shared/lib/errors.ts";
import { useAdminSettings } from "../api/get-settings.ts";
import { saveSettings } from "../api/save-settings.ts";
import { IntegrationsPanel } from "./integrations-panel.tsx";

export function SettingsTab() {
  const { data } = useAdminSettings();
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <SectionCard
        title="Settings"
        description="The platform name shows in the app and in e-mails; the contact e-mail is the support address in the app's footer and in e-mails to members; the announcement shows to every member."
      >
        {data ? <SettingsForm settings={data} /> : <ListNote>Loading settings...</ListNote>}
      </SectionCard>
      <IntegrationsPanel />
    </div>
  );
}

function SettingsForm({ settings }: { settings: PublicSettings }) {
  const form = useForm({ resolver: zodResolver(adminSettingsInput), defaultValues: settings });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (input) => {
    try {
      await saveSettings(input);
      toast({ title: "Settings saved", description: "Members see the changes on their next page." });
    } catch (error) {
      failureToast("Settings not saved", error);
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="grid max-w-2xl gap-4">
      <Field id="settings-name" label="Platform Name" error={errors.platformName?.message}>
        <Input id="settings-name" {...form.register("platformName")} />
      </Field>
      <Field id="settings-email" label="Contact Email" error={errors.contactEmail?.message}>
        <Input id="settings-email" type="email" {...form.register("contactEmail")} />
      </Field>
      <Field
        id="settings-announcement"
        label="Announcement"
        error={errors.announcement?.message}
        hint="Leave empty to show none."
      >
        <Textarea id="settings-announcement" rows={3} {...form.register("announcement")} />
      </Field>
      <Button type="submit" className="w-fit" disabled={isSubmitting}>
        {isSubmitting ? "Saving..." : "Save Settings"}
      </Button>
    </form>
  );
}
