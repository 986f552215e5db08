import { useEffect, useRef, useState } from 'react';
import { Notification, useNotificationContext } from 'react-admin';
import { useSessionExpired } from '../../session/sessionExpiry';

export const SNACKBAR_DURATION_MS = 5000;

/** After a 401 every call still in flight fails too: their messages are dropped, not queued. */
const DropMessages = () => {
  const { notifications, resetNotifications } = useNotificationContext();
  useEffect(() => {
    if (notifications.length > 0) resetNotifications();
  }, [notifications, resetNotifications]);
  return null;
};

/**
 * react-admin's Notification already shows one message at a time and queues the rest. This adds
 * the spec's hover rule: the timer pauses while the pointer is over the message and resumes with
 * the time that was left (MUI alone would resume with half the full duration).
 */
export const QueuedSnackbar = () => {
  const timing = useRef({ runningSince: 0, remaining: SNACKBAR_DURATION_MS });
  const [resumeHideDuration, setResumeHideDuration] = useState<number | undefined>();
  const expired = useSessionExpired();
  if (expired) return <DropMessages />;

  const start = () => {
    timing.current = { runningSince: Date.now(), remaining: SNACKBAR_DURATION_MS };
    setResumeHideDuration(undefined);
  };
  const pause = () => {
    const { runningSince, remaining } = timing.current;
    const left = Math.max(0, remaining - (Date.now() - runningSince));
    timing.current = { runningSince, remaining: left };
    // MUI reads this when the pointer leaves, so it must be set now.
    setResumeHideDuration(left);
  };
  const resume = () => {
    timing.current = { ...timing.current, runningSince: Date.now() };
  };

  return (
    <Notification
      autoHideDuration={SNACKBAR_DURATION_MS}
      resumeHideDuration={resumeHideDuration}
      disableWindowBlurListener
      onMouseEnter={pause}
      onMouseLeave={resume}
      slotProps={{
        transition: { onEnter: start },
        // A click elsewhere (often the one that asks for the next message) must not dismiss this one.
        clickAwayListener: { mouseEvent: false, touchEvent: false },
      }}
    />
  );
};
