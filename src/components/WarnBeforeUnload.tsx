import { useEffect } from 'react';
import { useFormState } from 'react-hook-form';

/**
 * Inside a form: while it holds changes not yet saved, a reload, closing the tab or leaving the app through the
 * address bar asks the browser's own 'Leave site? Changes you made may not be saved.' first. Navigation inside the
 * app is not covered: react-admin's `warnWhenUnsavedChanges` needs a data router (createBrowserRouter), and with
 * one the browser walk through every admin screen took over 150 s instead of about 85 s, so the app keeps its
 * BrowserRouter.
 */
export function WarnBeforeUnload() {
  // the fields the user changed, as react-admin's own guard counts them: `isDirty` is also true when an input
  // normalises its loaded value (an empty text to null), which nobody typed
  const { dirtyFields, isSubmitSuccessful } = useFormState();
  const unsaved = Object.keys(dirtyFields).length > 0 && !isSubmitSuccessful;
  useEffect(() => {
    if (!unsaved) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // the older browsers' way of asking
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [unsaved]);
  return null;
}
