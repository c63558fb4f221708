import { Field, fieldErrorId } from "@realty/ui/field";
import { Input } from "@realty/ui/input";
import { PasswordInput } from "@realty/ui/password-input";
import type { FieldPath, UseFormReturn } from "react-hook-form";

/** The fields a new account needs, shared by /register and the purchase's 'Your Information'. */
export interface AccountValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

const TEXT_FIELDS = [
  { name: "firstName", label: "First Name", type: "text", autoComplete: "given-name" },
  { name: "lastName", label: "Last Name", type: "text", autoComplete: "family-name" },
  { name: "email", label: "Email", type: "email", autoComplete: "email" },
] as const;

/** First and last name, e-mail and a new password, with each field's error announced. */
export function AccountFields<T extends AccountValues>({ form, idPrefix }: { form: UseFormReturn<T>; idPrefix: string }) {
  const { errors } = form.formState;
  const field = (name: keyof AccountValues) => {
    const path = name as FieldPath<T>;
    const message = errors[name]?.message;
    const id = `${idPrefix}-${name}`;
    return {
      id,
      error: typeof message === "string" ? message : undefined,
      control: {
        id,
        "aria-invalid": errors[name] ? true : undefined,
        "aria-describedby": errors[name] ? fieldErrorId(id) : undefined,
        ...form.register(path),
      },
    };
  };
  const password = field("password");
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        {TEXT_FIELDS.map(({ name, label, type, autoComplete }) => {
          const { id, error, control } = field(name);
          return (
            <Field key={name} id={id} label={label} error={error} className={name === "email" ? "sm:col-span-2" : undefined}>
              <Input type={type} autoComplete={autoComplete} {...control} />
            </Field>
          );
        })}
      </div>
      <Field id={password.id} label="Password" error={password.error} hint="At least 8 characters.">
        <PasswordInput autoComplete="new-password" {...password.control} />
      </Field>
    </>
  );
}
