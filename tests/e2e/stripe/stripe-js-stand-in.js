// A stand-in for Stripe.js (https://js.stripe.com/<release>/stripe.js), which cannot be downloaded
// here. The browser test serves it at Stripe's own address, so the app's real code path runs:
// @stripe/stripe-js's loadStripe injects and waits for the script, @stripe/react-stripe-js's
// <Elements> and <PaymentElement> create and mount the element, the form calls elements.submit()
// and stripe.confirmPayment(). It implements that surface only, with Stripe's documented shapes:
// confirmPayment posts to api.stripe.com's confirm endpoint with the publishable key and the client
// secret (the test routes that host to the local Stripe fake), and answers { error } or { paymentIntent }.
(() => {
  // Stripe's test cards, as the test payment methods the fake knows.
  const TEST_CARDS = { 4242424242424242: "pm_card_visa", 4000000000000002: "pm_card_chargeDeclined" };

  function paymentElement() {
    const handlers = new Map();
    let input = null;
    const emit = (event, payload) => {
      for (const handler of handlers.get(event) ?? []) handler(payload);
    };
    return {
      mount(target) {
        const node = typeof target === "string" ? document.querySelector(target) : target;
        const label = document.createElement("label");
        label.textContent = "Card number";
        input = document.createElement("input");
        input.name = "cardnumber";
        input.inputMode = "numeric";
        input.autocomplete = "cc-number";
        input.addEventListener("input", () =>
          emit("change", { elementType: "payment", complete: input.value.length > 0, empty: !input.value }),
        );
        label.append(input);
        const frame = document.createElement("div");
        frame.dataset.stripeStandIn = "payment-element";
        frame.append(label);
        node.append(frame);
        setTimeout(() => emit("ready", { elementType: "payment" }), 0);
      },
      on(event, handler) {
        handlers.set(event, [...(handlers.get(event) ?? []), handler]);
        return this;
      },
      off(event, handler) {
        handlers.set(
          event,
          (handlers.get(event) ?? []).filter((h) => h !== handler),
        );
        return this;
      },
      update() {},
      focus() {
        input?.focus();
      },
      blur() {},
      clear() {
        if (input) input.value = "";
      },
      unmount() {},
      destroy() {
        input?.closest("[data-stripe-stand-in]")?.remove();
      },
      cardNumber: () => (input?.value ?? "").replace(/\s/g, ""),
    };
  }

  function Stripe(publishableKey) {
    let created = null;
    const elementsGroup = {
      create(type) {
        if (type !== "payment") throw new Error(`The stand-in has no ${type} element`);
        created = paymentElement();
        return created;
      },
      getElement: (type) => (type === "payment" ? created : null),
      update() {},
      fetchUpdates: async () => ({}),
      async submit() {
        if (!created?.cardNumber()) return { error: { type: "validation_error", message: "Your card number is incomplete." } };
        return {};
      },
    };
    // Parts of Stripe's surface the app does not use; @stripe/react-stripe-js checks they exist.
    const unused = (name) => async () => {
      throw new Error(`${name} is not part of the Stripe.js stand-in`);
    };
    return {
      createToken: unused("createToken"),
      createPaymentMethod: unused("createPaymentMethod"),
      confirmCardPayment: unused("confirmCardPayment"),
      _registerWrapper() {},
      registerAppInfo() {},
      elements: () => elementsGroup,
      async confirmPayment({ clientSecret }) {
        const intentId = clientSecret.split("_secret_")[0];
        const body = new URLSearchParams({
          key: publishableKey,
          client_secret: clientSecret,
          payment_method: TEST_CARDS[created?.cardNumber() ?? ""] ?? "pm_card_chargeDeclined",
        });
        const response = await fetch(`https://api.stripe.com/v1/payment_intents/${intentId}/confirm`, { method: "POST", body });
        const answer = await response.json();
        if (!response.ok) return { error: answer.error };
        return { paymentIntent: answer };
      },
    };
  }
  // The release train @stripe/stripe-js expects (it warns when another one is loaded).
  Stripe.version = "endive";
  window.Stripe = Stripe;
})();
