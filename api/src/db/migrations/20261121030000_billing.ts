import { type Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  // What a creator can subscribe to: a monthly token allowance for a price.
  await knex.schema.createTable('plans', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.text('name').notNullable().unique();
    t.text('description').notNullable().defaultTo('');
    t.integer('monthly_tokens').notNullable();
    t.integer('price_cents').notNullable();
    t.text('currency').notNullable().defaultTo('usd');
    // Without one, Stripe Checkout is sent the price inline (price_data).
    t.text('stripe_price_id').unique();
    t.specificType('features', 'text[]').notNullable().defaultTo('{}');
    t.boolean('active').notNullable().defaultTo(true);
    t.integer('sort_order').notNullable().defaultTo(0);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check('monthly_tokens > 0', [], 'plans_monthly_tokens_positive');
    t.check('price_cents >= 0', [], 'plans_price_not_negative');
    t.check('char_length(currency) = 3', [], 'plans_currency_code');
  });

  // One subscription per user: the Stripe one, or the local test checkout's.
  await knex.schema.createTable('subscriptions', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('user_id').notNullable().unique().references('users.id').onDelete('CASCADE');
    t.uuid('plan_id').notNullable().references('plans.id').onDelete('RESTRICT').index();
    t.text('status').notNullable();
    t.text('provider').notNullable();
    t.text('stripe_customer_id').index();
    t.text('stripe_subscription_id').unique();
    t.timestamp('current_period_end', { useTz: true });
    t.boolean('cancel_at_period_end').notNullable().defaultTo(false);
    // The `created` time of the last Stripe event applied: older events are ignored.
    t.timestamp('stripe_event_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check(
      `status in ('incomplete', 'active', 'past_due', 'canceled', 'unpaid')`,
      [],
      'subscriptions_status_check',
    );
    t.check(`provider in ('stripe', 'local')`, [], 'subscriptions_provider_check');
  });

  // Each purchase attempt: Stripe's cs_… id or a local_cs_… id; what the waiting page polls.
  await knex.schema.createTable('checkout_sessions', (t) => {
    t.text('id').primary();
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE').index();
    t.uuid('plan_id').notNullable().references('plans.id').onDelete('RESTRICT').index();
    t.text('provider').notNullable();
    t.text('status').notNullable().defaultTo('open');
    // The invoice whose payment grants this purchase (for a local checkout, its own id).
    t.text('invoice_id').index();
    t.text('stripe_subscription_id');
    t.boolean('granted').notNullable().defaultTo(false);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check(`provider in ('stripe', 'local')`, [], 'checkout_sessions_provider_check');
    t.check(`status in ('open', 'complete', 'expired')`, [], 'checkout_sessions_status_check');
  });

  // Every Stripe event handled, by its id: a redelivered event is recognised and ignored.
  await knex.schema.createTable('stripe_events', (t) => {
    t.text('id').primary();
    t.text('type').notNullable();
    t.timestamp('received_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('stripe_events');
  await knex.schema.dropTable('checkout_sessions');
  await knex.schema.dropTable('subscriptions');
  await knex.schema.dropTable('plans');
}
