import { API_ERRORS } from '@studio/api/contract/error-codes';
import { useSyncExternalStore } from 'react';

import { ApiError } from './api-client';
import { toast } from './toast';

// The app-wide answers to two API failures (spec section 8), whichever call met them. The query
// client's caches hand every failed query and mutation here (lib/query-client.ts); the app layout
// (inside the router) shows the dialog and follows the redirect this store asks for. They react
// to the error's code, never to the wording of its message.

/** The 402 `insufficient_tokens` body's numbers, for the 'Insufficient Tokens' dialog. */
export type InsufficientTokens = {
  message: string;
  requiredTokens: number;
  currentTokens: number;
};

export type ApiErrorReactionState = {
  insufficientTokens: InsufficientTokens | null;
  /** Where to go after the verification toast, and a fresh id each time it is asked for. */
  redirect: { to: string; id: number } | null;
};

export const NOT_ENOUGH_TOKENS_MESSAGE = API_ERRORS.insufficient_tokens.message;
export const VERIFICATION_REQUIRED_TITLE = 'Email Verification Required';
export const VERIFICATION_REQUIRED_FALLBACK = API_ERRORS.email_verification_required.message;
export const VERIFICATION_REDIRECT = '/settings?section=account';
/** Spec section 9: the verification redirect follows the toast after 1 s. */
export const VERIFICATION_REDIRECT_DELAY_MS = 1000;

/**
 * The code the API sent before `email_verification_required`. Spec section 8 names it ("403 with
 * requiresVerification or error 'Email verification required'"), so it is still understood, here
 * and nowhere else.
 */
const LEGACY_VERIFICATION_CODE = 'Email verification required';

let state: ApiErrorReactionState = { insufficientTokens: null, redirect: null };
let nextRedirectId = 1;
const listeners = new Set<() => void>();
// A failure can reach both caches (a query fetched inside a mutation fails the mutation too):
// it is answered once.
let answered = new WeakSet<ApiError>();

function set(next: Partial<ApiErrorReactionState>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

/** A 403 that asks the user to verify their email first. */
export function asksForEmailVerification(error: ApiError): boolean {
  if (error.status !== 403) return false;
  const body = isRecord(error.body) ? error.body : {};
  return (
    body.requiresVerification === true ||
    error.code === 'email_verification_required' ||
    body.error === LEGACY_VERIFICATION_CODE
  );
}

/**
 * Answers a failed call app-wide when it is one of the two the whole app answers the same way:
 * not enough tokens (the 'Insufficient Tokens' dialog with the numbers, or the not-enough toast)
 * and an unverified email (a toast, then the account settings). True when it answered, so the
 * caller adds no message of its own.
 */
export function reactToApiError(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (answered.has(error)) return true;
  const reacted = react(error);
  if (reacted) answered.add(error);
  return reacted;
}

function react(error: ApiError): boolean {
  const body = isRecord(error.body) ? error.body : {};

  if (error.code === 'insufficient_tokens') {
    const requiredTokens = numberField(body, 'requiredTokens');
    const currentTokens = numberField(body, 'currentTokens');
    if (requiredTokens !== undefined && currentTokens !== undefined) {
      set({
        insufficientTokens: {
          message: error.serverMessage ?? NOT_ENOUGH_TOKENS_MESSAGE,
          requiredTokens,
          currentTokens,
        },
      });
      return true;
    }
  }
  if (error.status === 402 || error.code === 'insufficient_tokens') {
    toast({
      variant: 'destructive',
      title: 'Insufficient Tokens',
      description: NOT_ENOUGH_TOKENS_MESSAGE,
    });
    return true;
  }
  if (asksForEmailVerification(error)) {
    toast({
      variant: 'destructive',
      title: VERIFICATION_REQUIRED_TITLE,
      description: error.serverMessage ?? VERIFICATION_REQUIRED_FALLBACK,
    });
    set({ redirect: { to: VERIFICATION_REDIRECT, id: nextRedirectId++ } });
    return true;
  }
  return false;
}

/**
 * True once `reactToApiError` has answered this failure. For a screen that shows a failure in
 * place (not as a toast, which the caches handle): it would only repeat the app-wide answer.
 */
export function answeredAppWide(error: unknown): boolean {
  return error instanceof ApiError && answered.has(error);
}

export function closeInsufficientTokens() {
  set({ insufficientTokens: null });
}

/** The redirect has been followed (or dropped). */
export function clearRedirect() {
  set({ redirect: null });
}

/** Back to nothing pending; tests call it between cases. */
export function resetApiErrorReactions() {
  answered = new WeakSet();
  set({ insufficientTokens: null, redirect: null });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const snapshot = () => state;

export function useApiErrorReactions(): ApiErrorReactionState {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function numberField(body: Record<string, unknown>, field: string): number | undefined {
  const value = body[field];
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}
