import { zodResolver } from "@hookform/resolvers/zod";
import {
  type AdminScript,
  adminScriptInput,
  SCRIPT_ADMIN_CATEGORIES,
  SCRIPT_CATEGORIES,
  SCRIPT_URGENCIES,
} from "@realty/contracts/admin";
import { PAID_TIERS } from "@realty/plans";
import { Button } from "@realty/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@realty/ui/dialog";
import { Field } from "@realty/ui/field";
import { Input } from "@realty/ui/input";
import { toast } from "@realty/ui/use-toast";
import { useForm } from "react-hook-form";
import { scriptsApi } from "../../shared/api/content.ts";
import { Options, Select, Textarea } from "../../shared/components/form-controls.tsx";
import { failureToast } from "../../shared/lib/errors.ts";
import { SCRIPT_CATEGORY_LABELS, SCRIPT_LIST_CATEGORY_LABELS, tierLabel, URGENCY_LABELS } from "../../shared/lib/labels.ts";

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
      await scriptsApi.save(input, script?.id);
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
        <Field id="script-category" label="Category">
          <Select id="script-category" {...form.register("category")}>
            <Options values={SCRIPT_CATEGORIES} labels={(v) => SCRIPT_CATEGORY_LABELS[v] ?? v} />
          </Select>
        </Field>
        <Field id="script-list-category" label="List Category">
          <Select id="script-list-category" {...form.register("adminCategory")}>
            <Options values={SCRIPT_ADMIN_CATEGORIES} labels={(v) => SCRIPT_LIST_CATEGORY_LABELS[v] ?? v} />
          </Select>
        </Field>
        <Field id="script-urgency" label="Urgency">
          <Select id="script-urgency" {...form.register("urgency")}>
            <Options values={SCRIPT_URGENCIES} labels={(v) => URGENCY_LABELS[v] ?? v} />
          </Select>
        </Field>
        <Field id="script-access" label="Access Level">
          <Select id="script-access" {...form.register("accessLevel")}>
            <Options values={PAID_TIERS} labels={tierLabel} />
          </Select>
        </Field>
        <div className="flex justify-end sm:col-span-2">
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? "Saving..." : script ? "Save Script" : "Create Script"}
          </Button>
        </div>
      </form>
    </>
  );
}
