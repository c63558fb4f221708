import { zodResolver } from "@hookform/resolvers/zod";
import { expiryInFuture, passesLuhn } from "@realty/contracts/card-checks";
import { TEST_MODE_LABEL, testCardInput } from "@realty/contracts/payments";
import { formatAmount } from "@realty/plans";
import { Alert, AlertDescription, AlertTitle } from "@realty/ui/alert";
import { Field, fieldErrorId } from "@realty/ui/field";
import { Input } from "@realty/ui/input";
import { FlaskConical } from "lucide-react";
import { useForm } from "react-hook-form";
import { SubmitButton } from "../../../components/forms/submit-button.tsx";
import { confirmTestCard } from "../api/confirm-test-card.ts";
import type { ChargeCard } from "../hooks/use-pay.ts";

// The same checks the server runs, in the browser first: an expired or mistyped card is refused
// before anything is sent.
const cardFields = testCardInput.omit({ clientSecret: true }).superRefine((card, ctx) => {
  if (!passesLuhn(card.cardNumber)) {
    ctx.addIssue({ code: "custom", path: ["cardNumber"], message: "Your card number is invalid." });
  }
  if (!expiryInFuture(card.expiry, new Date())) {
    ctx.addIssue({ code: "custom", path: ["expiry"], message: "Your card's expiration date is in the past." });
  }
});
type CardValues = { cardNumber: string; expiry: string; cvc: string; name?: string | undefined };

/** "4242424242424242" → "4242 4242 4242 4242" while typing. */
function groupDigits(value: string): string {
  return value
    .replace(/\D/g, "")
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, "$1 ");
}

/** "1234" → "12 / 34" while typing. */
function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, "").slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

interface TestCardFormProps {
  totalCents: number;
  billingName: string;
  pending: boolean;
  onPay: (chargeCard: ChargeCard) => Promise<void>;
}

/** The built-in test-mode card form, used when no Stripe key is configured. Nothing real is charged. */
export function TestCardForm({ totalCents, billingName, pending, onPay }: TestCardFormProps) {
  const form = useForm<CardValues>({
    resolver: zodResolver(cardFields),
    defaultValues: { cardNumber: "", expiry: "", cvc: "", name: billingName },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((card) =>
    onPay(async (clientSecret) => {
      await confirmTestCard({ ...card, clientSecret });
    }),
  );
  const invalid = (name: keyof CardValues) =>
    errors[name] ? { "aria-invalid": true, "aria-describedby": fieldErrorId(`card-${name}`) } : {};

  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      <Alert variant="info">
        <FlaskConical aria-hidden />
        <AlertTitle>{TEST_MODE_LABEL}</AlertTitle>
        <AlertDescription>
          Use 4242 4242 4242 4242 with any future date and any CVC. 4000 0000 0000 0002 is declined.
        </AlertDescription>
      </Alert>
      <Field id="card-name" label="Name on card">
        <Input id="card-name" autoComplete="cc-name" {...form.register("name")} />
      </Field>
      <Field id="card-cardNumber" label="Card number" error={errors.cardNumber?.message}>
        <Input
          id="card-cardNumber"
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          {...invalid("cardNumber")}
          {...form.register("cardNumber", { onChange: (e) => form.setValue("cardNumber", groupDigits(e.target.value)) })}
        />
      </Field>
      <div className="grid grid-cols-2 gap-4">
        <Field id="card-expiry" label="Expiry (MM / YY)" error={errors.expiry?.message}>
          <Input
            id="card-expiry"
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM / YY"
            {...invalid("expiry")}
            {...form.register("expiry", { onChange: (e) => form.setValue("expiry", formatExpiry(e.target.value)) })}
          />
        </Field>
        <Field id="card-cvc" label="CVC" error={errors.cvc?.message}>
          <Input
            id="card-cvc"
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            maxLength={4}
            {...invalid("cvc")}
            {...form.register("cvc")}
          />
        </Field>
      </div>
      <SubmitButton pending={pending} pendingLabel="Processing...">
        Pay {formatAmount(totalCents)}
      </SubmitButton>
    </form>
  );
}
