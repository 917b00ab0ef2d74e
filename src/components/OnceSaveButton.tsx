import { useEffect, useRef, type MouseEvent } from 'react';
import { useFormState } from 'react-hook-form';
import { SaveButton, type SaveButtonProps } from 'react-admin';
import { WarnBeforeUnload } from './WarnBeforeUnload';

/**
 * react-admin's SaveButton, once per action: a click while the form's submission is in flight (a double-click,
 * a second Enter, which the browser turns into a click on this button) is ignored. react-admin's SaveButton is only
 * disabled once React re-renders with `isSubmitting`, too late for two clicks in one frame; the ref here is set
 * synchronously by the click itself, as in useFormMutation, and released when the submission it started settles
 * (react-hook-form counts every settled submission, valid or not, in `submitCount`).
 *
 * The form's save must resolve once its call is over: react-admin's Create/Edit controllers in pessimistic mode do,
 * and so must a form's own `onSubmit`.
 *
 * Every react-admin form has this button, so it also carries the form's guard against a reload that would lose
 * unsaved changes (WarnBeforeUnload).
 */
export function OnceSaveButton({ onClick, ...props }: SaveButtonProps) {
  const busy = useRef(false);
  const { submitCount } = useFormState();
  useEffect(() => {
    busy.current = false;
  }, [submitCount]);
  const once = (event: MouseEvent<HTMLButtonElement>) => {
    if (busy.current) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
    if (!event.defaultPrevented) busy.current = true;
  };
  return (
    <>
      <WarnBeforeUnload />
      <SaveButton {...props} onClick={once} />
    </>
  );
}
