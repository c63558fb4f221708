import { Button } from "@realty/ui/button";
import { Field } from "@realty/ui/field";
import { Input } from "@realty/ui/input";
import { toast } from "@realty/ui/use-toast";
import { Plus } from "lucide-react";
import { type FormEvent, useState } from "react";
import { type AdminColumn, AdminTable } from "../../shared/components/admin-table.tsx";
import { ListNote, SectionCard } from "../../shared/components/section-card.tsx";
import { failureToast } from "../../shared/lib/errors.ts";
import { createDiscountCode } from "../api/create-discount-code.ts";
import { useAdminDiscountCodes } from "../api/get-discount-codes.ts";
import { CodeLimitsFields } from "./code-limits-fields.tsx";
import { checkDraft, EMPTY_DRAFT, PERCENT_FIELDS } from "./discount-code-fields.ts";
import { DiscountCodeRow } from "./discount-code-row.tsx";
import { PercentInput } from "./percent-input.tsx";

const CODE_COLUMNS: AdminColumn[] = [
  { label: "Company" },
  { label: "Code" },
  ...PERCENT_FIELDS.map(([, label]): AdminColumn => ({ label, align: "right" })),
  { label: "Usage" },
  { label: "Status" },
  { label: "Actions", srOnly: true },
];

function CreateCodeForm() {
  const [draft, setDraft] = useState(EMPTY_DRAFT);
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const checked = checkDraft(draft);
    if ("error" in checked) return setError(checked.error);
    setError(undefined);
    setSaving(true);
    try {
      await createDiscountCode(checked.input);
      toast({ title: "Discount code created", description: draft.code });
      setDraft(EMPTY_DRAFT);
    } catch (err) {
      failureToast("Error creating discount code", err);
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid grid-cols-[minmax(0,1fr)] gap-4" aria-label="Create discount code">
      <div className="grid grid-cols-[minmax(0,1fr)] gap-4 sm:grid-cols-2">
        <Field id="code-name" label="Company Name" className="content-start">
          <Input id="code-name" value={draft.name} onChange={(e) => setDraft({ ...draft, name: e.target.value })} />
        </Field>
        <Field id="code-code" label="Code" className="content-start" hint="Upper case; letters, numbers, dashes and underscores.">
          <Input id="code-code" value={draft.code} onChange={(e) => setDraft({ ...draft, code: e.target.value.toUpperCase() })} />
        </Field>
      </div>
      <div className="flex flex-wrap gap-4">
        {PERCENT_FIELDS.map(([key, label]) => (
          <Field key={key} id={`code-${key}`} label={label}>
            <PercentInput
              id={`code-${key}`}
              label={label}
              value={draft[key]}
              onChange={(v) => setDraft({ ...draft, [key]: v })}
            />
          </Field>
        ))}
      </div>
      <CodeLimitsFields id="code" draft={draft} onChange={setDraft} />
      <p className="text-xs text-muted">A plan's own percent, when above 0, replaces the all-plans percent for that plan.</p>
      {error ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
      <Button type="submit" className="w-fit" disabled={saving}>
        <Plus aria-hidden />
        {saving ? "Creating..." : "Create Code"}
      </Button>
    </form>
  );
}

export function DiscountCodesTab() {
  const { data: codes, isLoading } = useAdminDiscountCodes();
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <SectionCard title="Create Discount Code" description="Corporate and business codes customers enter at checkout.">
        <CreateCodeForm />
      </SectionCard>
      <SectionCard title={`Discount Codes (${codes?.length ?? 0})`}>
        {isLoading ? <ListNote>Loading codes...</ListNote> : null}
        {codes?.length === 0 ? <ListNote>No discount codes yet.</ListNote> : null}
        {codes && codes.length > 0 ? (
          <AdminTable columns={CODE_COLUMNS} dense>
            {codes.map((code) => (
              <DiscountCodeRow key={code.id} code={code} />
            ))}
          </AdminTable>
        ) : null}
      </SectionCard>
    </div>
  );
}
