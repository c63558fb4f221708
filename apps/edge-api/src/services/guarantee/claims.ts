// A refund claim under the guarantee: filed by the member when the tracker says the
// conditions are met, stored with the evidence as it stood, and e-mailed to the admin address in
// the platform settings. Deciding the claim is the admin issue's part.
import { eq } from "drizzle-orm";
import { guaranteeClaims, users } from "../../db/schema.ts";
import { AppError } from "../../lib/errors.ts";
import type { AppDeps } from "../../ports/app-deps.ts";
import type { DbDeps } from "../service-deps.ts";
import { getPlatformSettings } from "../settings/settings.ts";
import { type ClaimRow, openClaim } from "./open-claim.ts";
import { guaranteeProgress } from "./progress.ts";

export const CLAIM_ALREADY_OPEN = "You already have a refund claim open. We will reply by e-mail.";
export const CLAIM_NOT_ELIGIBLE = "A refund claim can be filed after your 30 days, once the posting conditions are met.";

function isUniqueViolation(error: unknown): boolean {
  const text = String((error as { cause?: unknown })?.cause ?? error);
  return /UNIQUE constraint failed/i.test(text) || /UNIQUE constraint failed/i.test(String(error));
}

export async function fileClaim(
  deps: DbDeps & Pick<AppDeps, "mail">,
  userId: number,
  note: string,
  origin: string,
): Promise<ClaimRow> {
  const { db } = deps;
  const now = deps.now();
  if (await openClaim(db, userId)) throw new AppError("CONFLICT", CLAIM_ALREADY_OPEN);
  const progress = await guaranteeProgress(db, userId, now);
  if (!progress?.claimable) throw new AppError("BAD_REQUEST", CLAIM_NOT_ELIGIBLE);
  let row: ClaimRow | undefined;
  try {
    [row] = await db
      .insert(guaranteeClaims)
      .values({ userId, status: "open", evidence: { ...progress }, note, createdAt: now, updatedAt: now })
      .returning();
  } catch (error) {
    // Two claims at once: the partial unique index lets one through.
    if (isUniqueViolation(error)) throw new AppError("CONFLICT", CLAIM_ALREADY_OPEN);
    throw error;
  }
  if (!row) throw new Error("claim insert returned nothing");
  const [member] = await db
    .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  const { contactEmail } = await getPlatformSettings(db);
  const link = `${origin}/admin`;
  try {
    await deps.mail.send({
      to: contactEmail,
      subject: `Guarantee refund claim from ${member?.email ?? `member ${userId}`}`,
      text: [
        `${`${member?.firstName ?? ""} ${member?.lastName ?? ""}`.trim()} <${member?.email ?? "?"}> filed a refund claim (claim ${row.id}).`,
        "",
        `Window: ${progress.startedAt} to ${progress.endsAt}`,
        `Leads: ${progress.leads} of ${progress.leadsTarget}`,
        `Videos posted through the hub: ${progress.videos} of ${progress.videosTarget} (one a day)`,
        `Authority videos: ${progress.authorityVideos} of ${progress.authorityTarget} (one a week)`,
        note ? `\nNote from the member:\n${note}` : "",
        "",
        `Review it: ${link}`,
      ].join("\n"),
      links: [link],
    });
  } catch (error) {
    // The claim is stored either way; the admin list shows it.
    deps.log.error(`guarantee claim ${row.id}: the e-mail to the admin failed`, error);
  }
  return row;
}
