import { ManagerPage } from '@/components/layouts/manager-page';
import { FeedbackPage } from '@/features/manager-feedback/components/feedback-page';

/** /manager/feedback: User Feedback, inside the manager panel. */
export function ManagerFeedbackRoute() {
  return (
    <ManagerPage
      title="User Feedback"
      intro="What creators thought of what they made: their verdicts, their words and the images."
    >
      <FeedbackPage />
    </ManagerPage>
  );
}
