import { BUILT_IN_WORKFLOWS } from '@studio/workflows/graph/built-in-workflows';
import { DEFAULT_PLANS } from '../domain/billing/plans';
import { type Database } from '../domain/database';
import { addSnap } from '../domain/snaps/snap-writes';
import { createWorkflow, publishVersion } from '../domain/workflows/workflow-definitions';

/**
 * The built-in workflows and their snaps. Idempotent: creates what is missing (a workflow, its
 * first version, its snap, the snap's pin) and leaves alone whatever a manager has changed.
 */
export async function seedBuiltIns(db: Database): Promise<void> {
  for (const builtIn of BUILT_IN_WORKFLOWS) {
    await db.transaction(async (trx) => {
      // Serialise concurrent seeders (two processes starting at once) on the workflow's name.
      await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [`seed:${builtIn.name}`]);
      let workflow = await trx('workflows').where({ name: builtIn.name }).first<{ id: string }>();
      workflow ??= await createWorkflow(trx, {
        name: builtIn.name,
        description: builtIn.description,
        graph: builtIn.graph,
      });
      let version = await trx('workflow_versions')
        .where({ workflow_id: workflow.id })
        .orderBy('version')
        .first<{ id: string }>();
      version ??= await publishVersion(trx, workflow.id);
      // Only a missing snap is made (in its category, made too when missing): one a manager
      // has changed (moved, renamed category, deactivated) is left as it is.
      const snap = await trx('snaps').where({ name: builtIn.name }).first('id');
      if (!snap) {
        await addSnap(trx, {
          name: builtIn.name,
          tags: builtIn.tags,
          category: builtIn.category,
          description: builtIn.description,
          workflowId: workflow.id,
          workflowVersionId: version.id,
        });
      }
      await trx('snaps')
        .where({ name: builtIn.name })
        .whereNull('workflow_version_id')
        .update({ workflow_id: workflow.id, workflow_version_id: version.id });
    });
  }
}

/**
 * The default subscription plans. Idempotent: inserts those missing by name and leaves alone any
 * a manager has changed (price, allowance, Stripe price id).
 */
export async function seedPlans(db: Database): Promise<void> {
  await db('plans')
    .insert(
      DEFAULT_PLANS.map((plan, index) => ({
        name: plan.name,
        description: plan.description,
        monthly_tokens: plan.monthlyTokens,
        price_cents: plan.priceCents,
        currency: plan.currency,
        features: plan.features,
        sort_order: (index + 1) * 10,
      })),
    )
    .onConflict('name')
    .ignore();
}
