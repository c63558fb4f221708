import { zodResolver } from "@hookform/resolvers/zod";
import {
  type AdminScript,
  adminScriptInput,
  SCRIPT_ADMIN_CATEGORIES,
  SCRIPT_CATEGORIES,
  SCRIPT_URGENCIES,
} from "@realty/contracts/admin";
import { PAID_TIERS } from "@realty/plans";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@realty/ui/dialog";
import { Field } from "@realty/ui/field";
import { Input } from "@realty/ui/input";
import { toast } from "@realty/ui/use-toast";
import { useForm } from "react-hook-form";
import { Textarea } from "../../shared/components/form-controls.tsx";
import { SelectField } from "../../shared/components/select-field.tsx";
import { SubmitRow } from "../../shared/components/submit-row.tsx";
import { failureToast } from "../../shared/lib/errors.ts";
import { SCRIPT_CATEGORY_LABELS, SCRIPT_LIST_CATEGORY_LABELS, tierLabel, URGENCY_LABELS } from "../../shared/lib/labels.ts";
import { createScript } from "../api/create-script.ts";
import { updateScript } from "../api/update-script.ts";

type Values = {
  title: string;
  content: string;
  category: (typeof SCRIPT_CATEGORIES)[number];
  adminCategory: (typeof SCRIPT_ADMIN_CATEGORIES)[number];
  urgency: (typeof SCRIPT_URGENCIES)[number];
  accessLevel: (typeof PAID_TIERS)[number];
};

function initial(script: AdminScript | null): Values {
  return {
    title: script?.title ?? "",
    content: script?.content ?? "",
    category: script?.category ?? "buyer",
    adminCategory: script?.adminCategory ?? "leads_today",
    urgency: script?.urgency ?? "medium",
    accessLevel: (script?.accessLevel as Values["accessLevel"]) ?? "momentum",
  };
}

/** Add Script and edit (the spec leaves both "not shown"; docs/decisions/). */
export function ScriptDialog({ script, onClose }: { script: AdminScript | "new" | null; onClose: () => void }) {
  return (
    <Dialog open={script !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="grid-cols-[minmax(0,1fr)] max-w-2xl">
        {script !== null ? (
          <ScriptForm key={script === "new" ? "new" : script.id} script={script === "new" ? null : script} onDone={onClose} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function ScriptForm({ script, onDone }: { script: AdminScript | null; onDone: () => void }) {
  const form = useForm({ resolver: zodResolver(adminScriptInput), defaultValues: initial(script) });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (input) => {
    try {
      await (script ? updateScript(script.id, input) : createScript(input));
      toast({ title: script ? "Script updated" : "Script created", description: input.title });
      onDone();
    } catch (error) {
      failureToast(script ? "Error updating script" : "Error creating script", error);
    }
  });
  return (
    <>
      <DialogHeader>
        <DialogTitle>{script ? "Edit Script" : "Add Script"}</DialogTitle>
        <DialogDescription>Members see the script in their library from the tier you choose up.</DialogDescription>
      </DialogHeader>
      <form onSubmit={onSubmit} noValidate className="grid grid-cols-[minmax(0,1fr)] gap-4 sm:grid-cols-2">
        <Field id="script-title" label="Title" error={errors.title?.message} className="sm:col-span-2">
          <Input id="script-title" {...form.register("title")} />
        </Field>
        <Field id="script-content" label="Content" error={errors.content?.message} className="sm:col-span-2">
          <Textarea id="script-content" rows={8} {...form.register("content")} />
        </Field>
        <SelectField
          id="script-category"
          label="Category"
          values={SCRIPT_CATEGORIES}
          labels={(v) => SCRIPT_CATEGORY_LABELS[v] ?? v}
          {...form.register("category")}
        />
        <SelectField
          id="script-list-category"
          label="List Category"
          values={SCRIPT_ADMIN_CATEGORIES}
          labels={(v) => SCRIPT_LIST_CATEGORY_LABELS[v] ?? v}
          {...form.register("adminCategory")}
        />
        <SelectField
          id="script-urgency"
          label="Urgency"
          values={SCRIPT_URGENCIES}
          labels={(v) => URGENCY_LABELS[v] ?? v}
          {...form.register("urgency")}
        />
        <SelectField
          id="script-access"
          label="Access Level"
          values={PAID_TIERS}
          labels={tierLabel}
          {...form.register("accessLevel")}
        />
        <SubmitRow busy={isSubmitting} busyLabel="Saving..." label={script ? "Save Script" : "Create Script"} />
      </form>
    </>
  );
}
