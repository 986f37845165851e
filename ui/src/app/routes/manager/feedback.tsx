import { FeedbackPage } from '@/features/manager-feedback/components/feedback-page';

/** /manager/feedback: User Feedback, inside the manager panel. */
export function ManagerFeedbackRoute() {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6">
      <title>User Feedback · Snapshot Studio</title>
      <h1 className="text-3xl font-bold tracking-tight text-ink">User Feedback</h1>
      <p className="mt-2 text-ink-muted">
        What creators thought of what they made: their verdicts, their words and the images.
      </p>
      <div className="mt-6">
        <FeedbackPage />
      </div>
    </div>
  );
}
