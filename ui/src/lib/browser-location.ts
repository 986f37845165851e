/**
 * Leaving the single-page app for another site (Stripe Checkout, the customer portal). Kept on an
 * object so tests can replace `assign`: jsdom cannot navigate.
 */
export const browserLocation = {
  assign(url: string) {
    window.location.assign(url);
  },
};
