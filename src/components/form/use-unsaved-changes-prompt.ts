import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { useConfirm } from '../confirm-dialog';
import { commonMessages } from '../messages';

/** "Leave without saving?", with Stay focused (Enter keeps the changes). */
export const LEAVE_QUESTION = {
  title: commonMessages.leaveWithoutSaving,
  message: commonMessages.unsavedChangesLost,
  confirmText: commonMessages.leave,
  cancelText: commonMessages.stay,
} as const;

/**
 * While `unsaved` (a form changed and not saved), leaving asks first: a link, the back button or a
 * redirect inside the app opens "Leave without saving?", and closing or reloading the tab gets the
 * browser's own question. Pass false once the save succeeded, so its redirect is not held.
 */
export function useUnsavedChangesPrompt(unsaved: boolean): void {
  const confirm = useConfirm();
  // Only a move to another screen: a change of the query (a list's page) is not leaving.
  const blocker = useBlocker(({ currentLocation, nextLocation }) => unsaved && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    let answered = false;
    void confirm(LEAVE_QUESTION).then((leave) => {
      if (answered) return;
      answered = true;
      if (leave) blocker.proceed();
      else blocker.reset();
    });
    return () => {
      answered = true;
    };
  }, [blocker, confirm]);

  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);
}
