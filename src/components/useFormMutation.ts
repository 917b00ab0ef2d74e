/**
 * The one submit hook of the app's forms (FormDialog, drawers, panels): a react-query mutation with the busy
 * state (`isPending`), a notification on success and on failure, and the failure's text kept for the form
 * (`serverError`: the server's words, else the screen's fallback). Messages are i18n keys or the server's own
 * sentences (shown as they are). `submit` runs the call and resolves whether it succeeded.
 *
 * One action, one call: while a call is in flight, `submit`, `mutate` and `mutateAsync` start no other one (a
 * double-click, a second Enter). The guard is a ref set synchronously when the call starts, so it holds before
 * React re-renders with `isPending` (a `disabled` button only takes effect after that render): a repeat gets the
 * running call's outcome (`mutateAsync`, `submit`) or is ignored (`mutate`).
 */
import { useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import { answerMessage, serverMessage } from '../providers/http';

type NotifyType = 'success' | 'info' | 'warning' | 'error';

export interface FormMutationOptions<TVars, TResult> {
  /** i18n key notified on success (or a function naming it; undefined: no notification) */
  success?: string | ((result: TResult, vars: TVars) => string | undefined);
  /** the server's answer message (`message` or a plain string), when it has one, instead of `success` */
  successFromAnswer?: boolean;
  successType?: NotifyType;
  /** i18n key shown and notified when the server gives no message of its own */
  failure: string;
  /** always use `failure`, never the error's own message */
  failureOnly?: boolean;
  /** the failure's text, when the rule above is not it (a screen's own reading of the server's answer) */
  failureText?: (error: unknown, translate: (key: string) => string) => string;
  /** notify the failure (default true) */
  notifyFailure?: boolean;
  /** after the success notification; a promise keeps the mutation pending until it settles */
  onSuccess?: (result: TResult, vars: TVars) => unknown;
  onError?: (error: unknown, vars: TVars) => void;
}

/** The error's own message, if it has one. */
export function errorMessage(error: unknown): string | null {
  return error instanceof Error && error.message ? error.message : null;
}

export function useFormMutation<TVars = void, TResult = unknown>(
  mutationFn: (vars: TVars) => Promise<TResult>,
  options: FormMutationOptions<TVars, TResult>,
) {
  const notify = useNotify();
  const translate = useTranslate();
  const failureText = (error: unknown) =>
    options.failureText
      ? options.failureText(error, translate)
      : options.failureOnly
        ? translate(options.failure)
        : serverMessage(error, translate(options.failure));
  const successText = (result: TResult, vars: TVars) => {
    const key = typeof options.success === 'function' ? options.success(result, vars) : options.success;
    if (!options.successFromAnswer) return key;
    return answerMessage(result, key ? translate(key) : '') || undefined;
  };
  const mutation = useMutation<TResult, unknown, TVars>({
    mutationFn,
    onSuccess: (result, vars) => {
      const key = successText(result, vars);
      if (key) notify(key, { type: options.successType ?? 'success', messageArgs: { _: key } });
      return options.onSuccess?.(result, vars);
    },
    onError: (error, vars) => {
      if (options.notifyFailure !== false) {
        const text = failureText(error);
        notify(text, { type: 'error', messageArgs: { _: text } });
      }
      options.onError?.(error, vars);
    },
  });
  const running = useRef<Promise<TResult> | null>(null);
  const mutateAsync: typeof mutation.mutateAsync = (...args) => {
    if (running.current) return running.current;
    const call = mutation.mutateAsync(...args);
    running.current = call;
    const done = () => {
      if (running.current === call) running.current = null;
    };
    call.then(done, done);
    return call;
  };
  return {
    ...mutation,
    mutateAsync,
    mutate: (...args: Parameters<typeof mutation.mutate>) => {
      mutateAsync(...args).catch(() => undefined);
    },
    /** the failure's text for the form, until the next try */
    serverError: mutation.isError ? failureText(mutation.error) : null,
    /** Runs the call; resolves whether it succeeded (its failure is already shown). */
    submit: (vars: TVars) =>
      mutateAsync(vars).then(
        () => true,
        () => false,
      ),
  };
}
