import { feedbackAckSchema, shouldShowFeedbackSchema, submitFeedbackSchema } from '../feedback';
import { route } from '../route';

const ack = { schema: feedbackAckSchema };

/** The feedback snackbar's calls (spec section 7): the policy is the server's. */
export const feedbackApi = {
  shouldShow: route(
    'get',
    '/api/feedback-tracking/should-show',
    'Feedback',
    'signed-in',
    'Whether to ask for feedback now',
    { answer: { schema: shouldShowFeedbackSchema } },
  ),
  markShown: route(
    'post',
    '/api/feedback-tracking/mark-shown',
    'Feedback',
    'signed-in',
    'The feedback prompt was shown',
    { answer: ack },
  ),
  notNow: route(
    'post',
    '/api/feedback-tracking/not-now',
    'Feedback',
    'signed-in',
    'Ask again later',
    {
      answer: ack,
    },
  ),
  dontShowAgain: route(
    'post',
    '/api/feedback-tracking/dont-show-again',
    'Feedback',
    'signed-in',
    'Never ask again',
    { answer: ack },
  ),
  submit: route(
    'post',
    '/api/feedback-tracking/submit-feedback',
    'Feedback',
    'signed-in',
    'Send feedback',
    {
      body: submitFeedbackSchema,
      answer: { status: 201, description: 'Received', schema: feedbackAckSchema },
    },
  ),
};
