import type { CheckoutResumed } from "@realty/contracts/payments";
import { type AccessLevel, canUpgrade, discountedTotalCents, type PaidTier, PLANS, upgradePaths } from "@realty/plans";
import { Button } from "@realty/ui/button";
import { Skeleton } from "@realty/ui/skeleton";
import { toast } from "@realty/ui/use-toast";
import { ArrowLeft } from "lucide-react";
import { Suspense, useCallback, useState } from "react";
import { useSearch } from "wouter";
import { paths } from "../../../config/paths.ts";
import { userMessage } from "../../../lib/api-client.ts";
import { useUser } from "../../../lib/auth.ts";
import { lazyPart } from "../../../lib/lazy-part.tsx";
import { hardNavigate } from "../../../lib/navigate.ts";
import { useMediaQuery } from "../../../lib/use-media-query.ts";
import { usePrefetchLater } from "../../../lib/use-prefetch-later.ts";
import { preparePayment } from "../api/prepare-payment.ts";
import { useDiscount } from "../hooks/use-discount.ts";
import { useResumeCheckout } from "../hooks/use-resume-checkout.ts";
import { useResumeCode } from "../hooks/use-resume-code.ts";
import { baseCents, checkoutMode } from "../lib/checkout-mode.ts";
import { readCheckoutToken, saveCheckoutToken } from "../lib/checkout-token.ts";
import { isExistingAccountError, readResume } from "../lib/resume-link.ts";
import { DiscountBox } from "./discount-box.tsx";
import { ExistingAccountNotice } from "./existing-account-notice.tsx";
import type { BuyerInfo } from "./information-step.tsx";
import { OrderSummary } from "./order-summary.tsx";
import { OwnsEverything } from "./owns-everything.tsx";
import { PaymentSuccess } from "./payment-success.tsx";
import { PlanStep } from "./plan-step.tsx";
import { PurchaseNav } from "./purchase-nav.tsx";
import { ResumeElsewhere } from "./resume-elsewhere.tsx";
import { type Step, StepIndicator } from "./step-indicator.tsx";

// Steps 2 and 3 load after the plans are on screen: the information form brings zod
// and the contract schemas (38 KB gzip), which the first screen does not need.
const loadInformationStep = () => import("./information-step.tsx");
const loadPaymentStep = () => import("./payment-step.tsx");
const loadConfirmUpgradeStep = () => import("./confirm-upgrade-step.tsx");
const InformationStep = lazyPart("features/purchase/components/information-step", loadInformationStep, (m) => m.InformationStep);
const PaymentStep = lazyPart("features/purchase/components/payment-step", loadPaymentStep, (m) => m.PaymentStep);
const ConfirmUpgradeStep = lazyPart(
  "features/purchase/components/confirm-upgrade-step",
  loadConfirmUpgradeStep,
  (m) => m.ConfirmUpgradeStep,
);

/** Fetches the later steps' code once the browser is idle, so "Check Out" rarely waits for it. */
function prefetchSteps() {
  void loadInformationStep();
  void loadPaymentStep();
  void loadConfirmUpgradeStep();
}

/** Tailwind's `lg`: where the page's grid puts the order summary in a column of its own. */
const TWO_COLUMNS = "(min-width: 64rem)";

const EMPTY_INFO: BuyerInfo = { firstName: "", lastName: "", email: "", password: "" };

/** The plan shown first: the next one up for a member, the popular plan for a new customer. */
function firstPlan(from: AccessLevel): PaidTier {
  if (from === "none") return "momentum";
  return upgradePaths(from)[0] ?? "domination";
}

/** /purchase and /checkout (part 2 §2, §4): choose a plan, your information or confirm upgrade, payment. */
export function PurchasePage() {
  const { data: user } = useUser();
  const search = useSearch();
  const mode = checkoutMode(search, user);
  // ?plan=&code= come back from "Sign in to continue": the same plan, at step 2.
  const [resume] = useState(() => readResume(search));
  const [plan, setPlan] = useState<PaidTier>(mode.upgradeLink?.plan ?? resume.plan ?? firstPlan(mode.from));
  const [step, setStep] = useState<Step>(mode.upgradeLink || resume.plan ? 2 : 1);
  const [info, setInfo] = useState<BuyerInfo>(EMPTY_INFO);
  const [token, setToken] = useState<string | null>(null);
  const [existingEmail, setExistingEmail] = useState<string | null>(null);
  const [paid, setPaid] = useState(false);
  const wideLayout = useMediaQuery(TWO_COLUMNS);
  const { discount, apply, remove } = useDiscount();
  useResumeCode(resume.code, plan, apply);
  // ?checkout= comes from the e-mailed link that continues a checkout begun in another browser.
  const onResumed = useCallback((held: CheckoutResumed) => {
    saveCheckoutToken(held.registrationToken);
    setPlan(held.plan);
    setInfo({ firstName: held.firstName, lastName: held.lastName, email: held.email, password: "" });
    setToken(held.registrationToken);
    setStep(3);
  }, []);
  const onResumeFailed = useCallback((error: unknown) => {
    toast({ title: "Error", description: userMessage(error, "This link could not be used"), variant: "destructive" });
  }, []);
  useResumeCheckout(new URLSearchParams(search).get("checkout"), onResumed, onResumeFailed);
  usePrefetchLater(prefetchSteps);

  const base = baseCents(plan, mode);
  const total = discountedTotalCents(base, discount?.discountPercent ?? 0);
  const goToStep = (next: Step) => {
    setStep(next);
    window.scrollTo({ top: 0 });
  };
  // An upgrader came from the account page and goes back there (part 2 §2, back buttons).
  const back = () => (mode.upgrader ? hardNavigate(paths.account.getHref("subscription")) : goToStep(step === 3 ? 2 : 1));
  const upgradeAllowed = mode.from === "none" || canUpgrade(mode.from, plan);

  const choosePlan = (next: PaidTier) => {
    setPlan(next);
    if (discount) void apply(discount.code, next, true);
    goToStep(2);
  };

  const submitInformation = async (values: BuyerInfo) => {
    setExistingEmail(null);
    try {
      const result = await preparePayment({ ...values, plan, replaceToken: token ?? readCheckoutToken() });
      saveCheckoutToken(result.registrationToken);
      setInfo(values);
      setToken(result.registrationToken);
      goToStep(3);
    } catch (error) {
      if (isExistingAccountError(error)) {
        setInfo(values);
        setExistingEmail(values.email);
        return;
      }
      toast({ title: "Error", description: userMessage(error, "Failed to prepare payment"), variant: "destructive" });
    }
  };

  const canPay = Boolean(mode.member || token);
  const billing = mode.member
    ? { name: `${mode.member.firstName} ${mode.member.lastName}`.trim(), email: mode.member.email }
    : { name: `${info.firstName} ${info.lastName}`.trim(), email: info.email };

  // A paid member is not offered instant access again; a top-tier member has nothing left to buy.
  const paidMember = mode.from !== "none";
  if (paid) {
    return (
      <div className="min-h-dvh bg-surface">
        <PurchaseNav signedIn={Boolean(user)} offerAccess={false} />
        <PaymentSuccess />
      </div>
    );
  }
  if (mode.from !== "none" && upgradePaths(mode.from).length === 0) {
    return (
      <div className="min-h-dvh bg-surface">
        <PurchaseNav signedIn offerAccess={false} />
        <OwnsEverything planName={PLANS[mode.from].name} />
      </div>
    );
  }

  const summary = (
    <OrderSummary
      plan={plan}
      from={mode.from}
      baseCents={base}
      totalCents={total}
      discount={discount}
      discountBox={<DiscountBox applied={discount} onApply={async (code) => void (await apply(code, plan))} onRemove={remove} />}
      onCheckOut={step === 3 ? null : () => goToStep(mode.upgrader && upgradeAllowed ? 3 : 2)}
    />
  );
  // In one column (a phone) the summary follows the chosen plan, not all four plans; beside the
  // steps from the wide layout up. One summary is drawn at a time, so its code box is never doubled.
  const summaryBesidePlan = step === 1 && !wideLayout;

  return (
    <div className="min-h-dvh bg-surface">
      <PurchaseNav signedIn={Boolean(user)} offerAccess={!paidMember} />
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 sm:px-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <main id="main" className="min-w-0">
          <StepIndicator step={step} secondLabel={mode.upgrader ? "Confirm Upgrade" : "Your Information"} />
          {step > 1 ? (
            <Button variant="ghost" size="sm" className="mt-6 -ml-3" onClick={back}>
              <ArrowLeft aria-hidden />
              {step === 2 ? "Back to Plans" : "Back to Information"}
            </Button>
          ) : null}
          <Suspense fallback={<Skeleton className="mt-6 h-96 rounded-(--radius-card)" />}>
            <div className="mt-6">
              {step === 1 ? (
                <PlanStep
                  selected={plan}
                  current={mode.from}
                  onChoose={choosePlan}
                  afterSelected={summaryBesidePlan ? summary : null}
                />
              ) : null}
              {step === 2 && mode.member ? (
                <ConfirmUpgradeStep member={mode.member} plan={plan} from={mode.from} onContinue={() => goToStep(3)} />
              ) : null}
              {(step === 2 || (step === 3 && !canPay)) && !mode.member ? (
                <>
                  {existingEmail ? (
                    <div className="mb-6">
                      <ExistingAccountNotice email={existingEmail} plan={plan} code={discount?.code ?? null} />
                    </div>
                  ) : null}
                  <InformationStep defaults={info} onSubmit={submitInformation} />
                  <ResumeElsewhere />
                </>
              ) : null}
              {step === 3 && canPay ? (
                <PaymentStep
                  totalCents={total}
                  context={{ plan, mode, discount, registrationToken: token, billing, onSucceeded: () => setPaid(true) }}
                />
              ) : null}
            </div>
          </Suspense>
        </main>
        {summaryBesidePlan ? null : summary}
      </div>
    </div>
  );
}
