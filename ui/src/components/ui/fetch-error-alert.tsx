import { FormAlert } from './form-alert';

type FetchErrorAlertProps = {
  /** What failed to load, as the sentence names it ('products', 'content'). */
  what: string;
  onRetry: () => void;
};

/** A list that could not be fetched, with a button that asks again. */
export function FetchErrorAlert({ what, onRetry }: FetchErrorAlertProps) {
  return (
    <FormAlert tone="error">
      {`Failed to fetch ${what}.`}{' '}
      <button type="button" className="font-semibold underline" onClick={onRetry}>
        Try again
      </button>
    </FormAlert>
  );
}
