import Router from '@koa/router';
import { requireUser } from '../auth/current-user';
import { submitFeedbackSchema, type ShouldShowFeedback } from '../contract/feedback';
import { type Database } from '../domain/database';
import {
  feedbackDue,
  markFeedbackAnswered,
  markFeedbackShown,
  optOutOfFeedback,
  snoozeFeedback,
} from '../domain/feedback/feedback-prompts';
import { submitFeedback } from '../domain/feedback/feedback-submissions';

/** The feedback snackbar's calls (spec section 7); the policy is the server's, not the UI's. */
export function feedbackTrackingRoutes(deps: { db: Database }): Router {
  const router = new Router({ prefix: '/api/feedback-tracking' });
  const ok = { ok: true } as const;

  router.get('/should-show', requireUser, async (ctx) => {
    ctx.body = {
      shouldShow: await feedbackDue(deps.db, ctx.state.user.id),
    } satisfies ShouldShowFeedback;
  });
  router.post('/mark-shown', requireUser, async (ctx) => {
    await markFeedbackShown(deps.db, ctx.state.user.id);
    ctx.body = ok;
  });
  router.post('/not-now', requireUser, async (ctx) => {
    await snoozeFeedback(deps.db, ctx.state.user.id);
    ctx.body = ok;
  });
  router.post('/dont-show-again', requireUser, async (ctx) => {
    await optOutOfFeedback(deps.db, ctx.state.user.id);
    ctx.body = ok;
  });
  router.post('/submit-feedback', requireUser, async (ctx) => {
    const feedback = submitFeedbackSchema.parse(ctx.request.body ?? {});
    await submitFeedback(deps.db, ctx.state.user.id, feedback);
    await markFeedbackAnswered(deps.db, ctx.state.user.id);
    ctx.status = 201;
    ctx.body = ok;
  });
  return router;
}
