import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { STEPS, STEP_FIELDS } from './steps';

/**
 * A step marked wrong (by a Next, or by the server's answer) is checked again whenever one of its
 * fields changes, so that its messages go as soon as it is right: react-hook-form re-validates
 * on change only after a submit, and a server's error stays until something checks the field.
 * Only the step that changed: a file the server refused keeps its reason while the name is typed.
 */
export const useRecheckChangedSteps = () => {
  const { trigger, getFieldState } = useFormContext();
  const values = useWatch() as Record<string, unknown>;
  const previous = useRef(values);
  useEffect(() => {
    const before = previous.current;
    previous.current = values;
    const changed = STEPS.filter((step) => STEP_FIELDS[step].some((field) => values[field] !== before[field]));
    const wrong = changed.flatMap((step) => STEP_FIELDS[step]).filter((field) => getFieldState(field).invalid);
    if (wrong.length > 0) void trigger(wrong);
  }, [values, trigger, getFieldState]);
};
