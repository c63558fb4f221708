import { apiRequest } from "../../../lib/api-client.ts";

/** POST /api/guarantee/claims: the server gathers the evidence; the member may add a note. */
export function fileGuaranteeClaim(note: string) {
  return apiRequest<{ id: number; status: string; createdAt: string }>("POST", "/api/guarantee/claims", { note });
}
