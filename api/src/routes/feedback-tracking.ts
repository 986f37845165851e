import Router from '@koa/router';
import { feedbackApi } from '../contract/routes/feedback';
import { type Database } from '../domain/database';
import {
  feedbackDue,
  markFeedbackAnswered,
  markFeedbackShown,
  optOutOfFeedback,
  snoozeFeedback,
} from '../domain/feedback/feedback-prompts';
import { submitFeedback } from '../domain/feedback/feedback-submissions';
import { mountRoute } from '../http/mount-route';

/** The feedback snackbar's calls (spec section 7); the policy is the server's, not the UI's. */
export function feedbackTrackingRoutes(deps: { db: Database }): Router {
  const router = new Router();
  const ok = { ok: true } as const;

  mountRoute(router, feedbackApi.shouldShow, async ({ user }) => ({
    shouldShow: await feedbackDue(deps.db, user.id),
  }));
  mountRoute(router, feedbackApi.markShown, async ({ user }) => {
    await markFeedbackShown(deps.db, user.id);
    return ok;
  });
  mountRoute(router, feedbackApi.notNow, async ({ user }) => {
    await snoozeFeedback(deps.db, user.id);
    return ok;
  });
  mountRoute(router, feedbackApi.dontShowAgain, async ({ user }) => {
    await optOutOfFeedback(deps.db, user.id);
    return ok;
  });
  mountRoute(router, feedbackApi.submit, async ({ body, user }) => {
    await submitFeedback(deps.db, user.id, body);
    await markFeedbackAnswered(deps.db, user.id);
    return ok;
  });
  return router;
}
