import { useSyncExternalStore } from 'react';

import type { ApiError } from './api-client';
import { toast } from './toast';

// The app-wide answers to two API failures (spec section 8), whichever call met them. The API
// client reports every non-OK answer here; the app layout (inside the router) shows the dialog
// and follows the redirect this store asks for.

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

export const NOT_ENOUGH_TOKENS_MESSAGE = "You don't have enough tokens to complete this action.";
export const VERIFICATION_REQUIRED_TITLE = 'Email Verification Required';
export const VERIFICATION_REQUIRED_FALLBACK =
  'Please verify your email address before using credits.';
export const VERIFICATION_REDIRECT = '/settings?section=account';
/** Spec section 9: the verification redirect follows the toast after 1 s. */
export const VERIFICATION_REDIRECT_DELAY_MS = 1000;

let state: ApiErrorReactionState = { insufficientTokens: null, redirect: null };
let nextRedirectId = 1;
const listeners = new Set<() => void>();

function set(next: Partial<ApiErrorReactionState>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

/** Reacts to a failed call: the insufficient-tokens dialog, the not-enough toast, or verification. */
export function reactToApiError(error: ApiError) {
  const body = isRecord(error.body) ? error.body : {};

  if (error.status === 402 && error.code === 'insufficient_tokens') {
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
      return;
    }
  }
  if (error.status === 402 || error.message.includes('Insufficient')) {
    toast({
      variant: 'destructive',
      title: 'Insufficient Tokens',
      description: NOT_ENOUGH_TOKENS_MESSAGE,
    });
    return;
  }
  if (
    error.status === 403 &&
    (body.requiresVerification === true || error.code === 'Email verification required')
  ) {
    toast({
      variant: 'destructive',
      title: VERIFICATION_REQUIRED_TITLE,
      description: error.serverMessage ?? VERIFICATION_REQUIRED_FALLBACK,
    });
    set({ redirect: { to: VERIFICATION_REDIRECT, id: nextRedirectId++ } });
  }
}

/**
 * True when `reactToApiError` already answered this failure (any 402, and a 403 asking for email
 * verification), so a screen's own message would only repeat it.
 */
export function handledAppWide(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.status === 402 || error.message.includes('Insufficient')) return true;
  const body = isRecord(error.body) ? error.body : {};
  return (
    error.status === 403 &&
    (body.requiresVerification === true || error.code === 'Email verification required')
  );
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

function isApiError(error: unknown): error is ApiError {
  return error instanceof Error && error.name === 'ApiError' && 'status' in error;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function numberField(body: Record<string, unknown>, field: string): number | undefined {
  const value = body[field];
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}
