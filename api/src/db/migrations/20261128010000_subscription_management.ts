import { type Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  // Every paid invoice of a subscription, Stripe's (from invoice.paid) or the local checkout's:
  // what Settings lists under Invoices, and what each one added to the balance.
  await knex.schema.createTable('billing_invoices', (t) => {
    // Stripe's in_… id, or a local payment's own id (local_cs_… for a checkout, local_in_…).
    t.text('id').primary();
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.uuid('plan_id').notNullable().references('plans.id').onDelete('RESTRICT');
    t.text('provider').notNullable();
    t.text('reason').notNullable();
    t.integer('amount_cents').notNullable();
    t.text('currency').notNullable();
    t.integer('tokens').notNullable();
    // Stripe's hosted invoice page; null for a local payment.
    t.text('hosted_url');
    t.timestamp('paid_at', { useTz: true }).notNullable();
    // Orders invoices paid in the same second (Stripe's times are in whole seconds).
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['user_id', 'paid_at']);
    t.check(`provider in ('stripe', 'local')`, [], 'billing_invoices_provider_check');
    t.check(
      `reason in ('subscription_create', 'subscription_cycle', 'subscription_update')`,
      [],
      'billing_invoices_reason_check',
    );
    t.check('tokens >= 0', [], 'billing_invoices_tokens_not_negative');
  });

  // The local checkout's test card (brand, last four digits, expiry; never the number). A Stripe
  // subscription's card lives in Stripe and is changed in its customer portal.
  await knex.schema.alterTable('subscriptions', (t) => {
    t.text('card_brand');
    t.text('card_last4');
    t.integer('card_exp_month');
    t.integer('card_exp_year');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('subscriptions', (t) => {
    t.dropColumns('card_brand', 'card_last4', 'card_exp_month', 'card_exp_year');
  });
  await knex.schema.dropTable('billing_invoices');
}
