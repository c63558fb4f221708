import type { Lead, LeadUpdateInput } from "@realty/contracts/leads";
import { apiRequest } from "../../../lib/api-client.ts";

/** PATCH /api/leads/:id: status and/or notes. */
export function updateLead(id: number, input: LeadUpdateInput) {
  return apiRequest<Lead>("PATCH", `/api/leads/${id}`, input);
}

/** DELETE /api/leads/:id. */
export function deleteLead(id: number) {
  return apiRequest<{ success: boolean }>("DELETE", `/api/leads/${id}`);
}
