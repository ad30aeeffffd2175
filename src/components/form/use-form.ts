import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import type { Rule } from '../../lib/validators';
import { apiErrorBody } from '../../lib/format-error';
import { useNotify } from '../use-notify';

export type FormValues = Record<string, unknown>;
export type FormRules<V extends FormValues> = { [K in keyof V]?: Rule<V[K], V>[] };
export type FormErrors<V extends FormValues> = Partial<Record<keyof V & string, string>>;
/** Field names whose value has type T (text inputs take string fields, switches boolean/number ones). */
export type FieldName<V extends FormValues, T> = { [K in keyof V]-?: V[K] extends T ? K : never }[keyof V] & string;

export interface FormApi<V extends FormValues> {
  values: V;
  errors: FormErrors<V>;
  setValue<K extends keyof V & string>(name: K, value: V[K]): void;
  setError(name: keyof V & string, message: string | undefined): void;
  /** Replaces all values (e.g. when the record to edit arrives) and clears errors. */
  reset(values: V): void;
  /** True while the submit handler runs. */
  submitting: boolean;
  /** True after a successful submit: the form stays closed while the app redirects. */
  succeeded: boolean;
  /** True while a field works in the background (an image upload): submit is blocked. */
  busy: boolean;
  setBusy(name: string, busy: boolean): void;
  /**
   * Wraps the save: validates the rules, then runs `onValid`. If it throws an API error, the
   * server's `errors[].param` land on the matching fields and the formatted error is toasted
   * (or handed to `onError` instead, e.g. the login banner).
   */
  handleSubmit(onValid: (values: V) => unknown, onError?: (error: unknown) => void): (event?: FormEvent) => Promise<void>;
}

function validateField<V extends FormValues>(rules: FormRules<V>, name: keyof V, values: V): string | undefined {
  for (const rule of rules[name] ?? []) {
    const message = rule(values[name], values);
    if (message) return message;
  }
  return undefined;
}

function validateAll<V extends FormValues>(rules: FormRules<V>, values: V): FormErrors<V> {
  const errors: FormErrors<V> = {};
  for (const name of Object.keys(rules) as (keyof V & string)[]) {
    const message = validateField(rules, name, values);
    if (message) errors[name] = message;
  }
  return errors;
}

interface FormState<V extends FormValues> {
  values: V;
  errors: FormErrors<V>;
}

export function useForm<V extends FormValues>({ initialValues, rules = {} }: { initialValues: V; rules?: FormRules<V> }): FormApi<V> {
  const notify = useNotify();
  const [{ values, errors }, setState] = useState<FormState<V>>({ values: initialValues, errors: {} });
  const [submitting, setSubmitting] = useState(false);
  const [succeeded, setSucceeded] = useState(false);
  const [busyFields, setBusyFields] = useState<ReadonlySet<string>>(() => new Set());
  const rulesRef = useRef(rules);
  useEffect(() => {
    rulesRef.current = rules;
  });
  // Guards against a second submit fired before React re-renders with `submitting`.
  const inFlight = useRef(false);

  const setValue = useCallback(<K extends keyof V & string>(name: K, value: V[K]) => {
    setState((prev) => {
      const nextValues = { ...prev.values, [name]: value };
      // Once a field shows an error, re-check it as the admin fixes it.
      const nextErrors = prev.errors[name]
        ? { ...prev.errors, [name]: validateField(rulesRef.current, name, nextValues) }
        : prev.errors;
      return { values: nextValues, errors: nextErrors };
    });
  }, []);

  const setError = useCallback((name: keyof V & string, message: string | undefined) => {
    setState((prev) => ({ ...prev, errors: { ...prev.errors, [name]: message } }));
  }, []);

  const reset = useCallback((next: V) => {
    setState({ values: next, errors: {} });
    setSucceeded(false);
  }, []);

  const setBusy = useCallback((name: string, isBusy: boolean) => {
    setBusyFields((prev) => {
      const next = new Set(prev);
      if (isBusy) next.add(name);
      else next.delete(name);
      return next;
    });
  }, []);

  const busy = busyFields.size > 0;

  const handleSubmit = (onValid: (values: V) => unknown, onError?: (error: unknown) => void) => async (event?: FormEvent) => {
    event?.preventDefault();
    if (inFlight.current || busy || succeeded) return;
    const found = validateAll(rules, values);
    setState((prev) => ({ ...prev, errors: found }));
    if (Object.keys(found).length > 0) return;

    inFlight.current = true;
    setSubmitting(true);
    try {
      await onValid(values);
      setSucceeded(true);
    } catch (error) {
      const fieldErrors: FormErrors<V> = {};
      for (const item of apiErrorBody(error)?.errors ?? []) {
        if (item.param && item.msg && item.param in values) fieldErrors[item.param as keyof V & string] = item.msg;
      }
      setState((prev) => ({ ...prev, errors: fieldErrors }));
      if (onError) onError(error);
      else notify.error(error);
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  };

  return { values, errors, setValue, setError, reset, submitting, succeeded, busy, setBusy, handleSubmit };
}
