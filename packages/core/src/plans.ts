/**
 * The subscription plans (PRODUCT.md section 6, issue 37): each one price per company however
 * many users, cancellable anytime, its limits held here as data and enforced by the server.
 * `null` is unlimited. The storage limit is the company's attachment quota (docs/limits.md).
 */
import type { PlanId } from './claims.ts';

export type { PlanId };

export interface PlanLimits {
  /** Members, counting invitations not yet accepted. */
  users: number | null;
  /** Quotations, invoices and service, delivery and purchase orders issued in a calendar month. */
  documentsPerMonth: number | null;
  /** Attachments' storage, in megabytes. */
  storageMb: number;
}

/** What a developer raised for one company above its plan (docs/plans.md). */
export type LimitOverrides = Partial<PlanLimits>;
