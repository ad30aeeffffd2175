import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { maxLength, ruleMarks, type Rule, type RuleMarks } from '../../lib/validators';
import { apiErrorBody } from '../../lib/format-error';
import { format, formatCount } from '../../lib/format';
import { useNotify } from '../use-notify';
import { commonMessages } from '../messages';
import { focusFirstError, hasField } from './focus-first-error';

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
  /** Values differ from the ones the form started with (or was last reset to). */
  dirty: boolean;
  /** What the field's rules say about it (required, maxLength): fields mark themselves from it. */
  marks(name: keyof V & string): RuleMarks;
  /**
   * Rules a field brings itself (a number field's format): checked with the form's own rules.
   * Returns the unregister function (an effect's cleanup).
   */
  registerRules(name: keyof V & string, rules: Rule[]): () => void;
  /** Checks one field now (a field left with a value in it): format errors show before submit. */
  validate(name: keyof V & string): void;
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

/** The form's rules, the contract's length limits and the rules fields brought, per field. */
function mergeRules<V extends FormValues>(
  rules: FormRules<V>,
  limits: Partial<Record<string, number>>,
  fieldRules: ReadonlyMap<string, Rule[]>,
  values: V,
): FormRules<V> {
  const merged: Record<string, Rule[]> = {};
  // A field's own rules come first: a number field names what is wrong with the typed text (negative,
  // a third decimal, too large) before a form's broader rule ("must be a number") could hide it.
  // They pass a blank value, so the form's `required` still speaks for an empty field.
  for (const [name, list] of fieldRules) merged[name] = [...list];
  for (const [name, list] of Object.entries(rules)) (merged[name] ??= []).push(...((list as Rule[] | undefined) ?? []));
  for (const [name, max] of Object.entries(limits)) {
    // Only text fields take a length limit (the contract also limits e.g. a select's value).
    if (max !== undefined && typeof values[name] === 'string') {
      (merged[name] ??= []).push(maxLength(max, format(commonMessages.tooLong, { max: formatCount(max) })));
    }
  }
  return merged as FormRules<V>;
}

function sameValues(a: FormValues, b: FormValues): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) if (!Object.is(a[key], b[key])) return false;
  return true;
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

export interface UseFormOptions<V extends FormValues> {
  initialValues: V;
  rules?: FormRules<V>;
  /**
   * The contract's length limits of the input the form sends (`fieldLimits.BannerCreateInput`):
   * text fields stop and count there, and a longer value is refused before it is sent.
   */
  limits?: Partial<Record<string, number>>;
}

export function useForm<V extends FormValues>({ initialValues, rules: ownRules = {}, limits = {} }: UseFormOptions<V>): FormApi<V> {
  const notify = useNotify();
  const [{ values, errors }, setState] = useState<FormState<V>>({ values: initialValues, errors: {} });
  const [pristine, setPristine] = useState<V>(initialValues);
  const [submitting, setSubmitting] = useState(false);
  const [succeeded, setSucceeded] = useState(false);
  const [busyFields, setBusyFields] = useState<ReadonlySet<string>>(() => new Set());
  const [fieldRules, setFieldRules] = useState<ReadonlyMap<string, Rule[]>>(() => new Map());
  const rules = mergeRules(ownRules, limits, fieldRules, values);
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
    setPristine(next);
    setSucceeded(false);
  }, []);

  const registerRules = useCallback((name: keyof V & string, list: Rule[]) => {
    setFieldRules((prev) => new Map(prev).set(name, list));
    return () =>
      setFieldRules((prev) => {
        const next = new Map(prev);
        next.delete(name);
        return next;
      });
  }, []);

  const validate = useCallback((name: keyof V & string) => {
    setState((prev) => ({ ...prev, errors: { ...prev.errors, [name]: validateField(rulesRef.current, name, prev.values) } }));
  }, []);

  const marks = (name: keyof V & string) => ruleMarks(rules[name]);

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
    // Read now: React clears currentTarget once the handler has returned (after the await below).
    const formElement = event?.currentTarget instanceof HTMLElement ? event.currentTarget : document.body;
    if (inFlight.current || busy || succeeded) return;
    const found = validateAll(rules, values);
    setState((prev) => ({ ...prev, errors: found }));
    if (Object.keys(found).length > 0) {
      // A long form's error may be out of sight: take the admin to the first one.
      focusFirstError(formElement, Object.keys(found));
      return;
    }

    inFlight.current = true;
    setSubmitting(true);
    try {
      await onValid(values);
      setSucceeded(true);
    } catch (error) {
      const fieldErrors: FormErrors<V> = {};
      const unplaced: string[] = [];
      for (const item of apiErrorBody(error)?.errors ?? []) {
        // A value of the form with no field on screen (a hidden note) cannot show its error: toast it.
        if (item.param && item.msg && item.param in values && hasField(formElement, item.param)) fieldErrors[item.param as keyof V & string] = item.msg;
        else if (item.msg) unplaced.push(item.msg);
      }
      setState((prev) => ({ ...prev, errors: fieldErrors }));
      const placed = Object.keys(fieldErrors);
      if (onError) onError(error);
      // An error shown on its field is not toasted again; what no field can show still is.
      else if (placed.length === 0) notify.error(error);
      else if (unplaced.length > 0) notify.error(unplaced.join(', '));
      if (placed.length > 0) focusFirstError(formElement, placed);
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  };

  const dirty = !sameValues(values, pristine);

  return { values, errors, setValue, setError, reset, submitting, succeeded, busy, setBusy, dirty, marks, registerRules, validate, handleSubmit };
}
