import { type Knex } from 'knex';

/**
 * A manager's removal of a creator's content is a soft removal: the row stays, marked with when,
 * by whom and why, and leaves the creator's library everywhere (see the Content model's
 * `ownedBy`). Kept rather than deleted, so the audit entry's target still opens, the feedback
 * given on it keeps its link (a delete would set `feedback.content_id` to null), and its images
 * stay referenced, so the file sweep keeps what was removed for the record.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('content', (t) => {
    t.timestamp('removed_at', { useTz: true });
    t.uuid('removed_by').references('users.id').onDelete('SET NULL').index();
    t.text('removal_reason');
    // A removal always has its reason.
    t.check('(removed_at is null) = (removal_reason is null)', [], 'content_removal_reason_check');
  });
  // The managers' list reads every creator's content newest first.
  await knex.raw('create index content_created_at on content (created_at desc, id desc)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index content_created_at');
  await knex.schema.alterTable('content', (t) => {
    t.dropChecks(['content_removal_reason_check']);
    t.dropColumn('removal_reason');
    t.dropColumn('removed_by');
    t.dropColumn('removed_at');
  });
}
