// The welcome e-mail after a member's first purchase: the same first-week steps as the dashboard's
// "Start here" checklist, sent once through the notice outbox (fulfil-statements.ts queues it).
import { START_HERE_STEPS } from "@realty/contracts/start-here";
import { isPaidTier, PLANS } from "@realty/plans";
import type { User } from "../../db/types.ts";
import type { MailPort } from "../../ports/mail.ts";
import { stepsFor } from "./start-here.ts";

export interface WelcomeContext {
  mail: MailPort;
  platformName: string;
  contactEmail: string;
  origin: string;
}

export async function sendWelcome(ctx: WelcomeContext, user: User): Promise<void> {
  const dashboard = `${ctx.origin}/dashboard`;
  const wanted = new Set(stepsFor(user.accessLevel));
  const steps = START_HERE_STEPS.filter((s) => wanted.has(s.id)).map((s, i) => `${i + 1}. ${s.title}: ${s.hint}`);
  const plan = isPaidTier(user.accessLevel) ? ` ${PLANS[user.accessLevel].name}` : "";
  await ctx.mail.send({
    to: user.email,
    subject: `Welcome to ${ctx.platformName}: your first week in ${steps.length} steps`,
    text: [
      `Hi ${user.firstName},`,
      "",
      `Welcome to ${ctx.platformName}! Your${plan} library is open. Each of these steps takes a few minutes, and together they put your brand in front of your contacts this week:`,
      "",
      ...steps,
      "",
      `Your dashboard's "Start here" list ticks each one off as you do it: ${dashboard}`,
      "",
      `Questions? Write to ${ctx.contactEmail}.`,
    ].join("\n"),
    links: [dashboard],
  });
}
