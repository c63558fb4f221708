// The auth forms' zod resolvers in one module of their own, loaded by lib/lazy-resolver.ts on the
// first validation, so the sign-in and sign-up pages paint without zod.
import { zodResolver } from "@hookform/resolvers/zod";
import { loginInput, registerForm } from "@realty/contracts/auth";

export const loginResolver = zodResolver(loginInput);
export const registerResolver = zodResolver(registerForm);
