import { Select, type SelectProps, TextInput, type TextInputProps } from '@mantine/core';
import type { ReactElement } from 'react';
import {
  type Control,
  Controller,
  type ControllerRenderProps,
  type FieldError,
  type FieldValues,
  type Path,
} from 'react-hook-form';

/** What binds a field to a react-hook-form form: its control, the field's name, the form's words for a refusal. */
export interface Bound<T extends FieldValues, O> {
  /** The form's control, whatever its resolver makes of the values (`O`). */
  control: Control<T, unknown, O>;
  name: Path<T>;
  message: (error: FieldError | undefined) => string | undefined;
}

type BoundKey = 'control' | 'name' | 'message';

/** A bound field's props parted: what binds it to the form, and what goes on to its input. */
export function splitBound<T extends FieldValues, O, R>({
  control,
  name,
  message,
  ...rest
}: Bound<T, O> & R): [Bound<T, O>, Omit<R, BoundKey>] {
  return [{ control, name, message }, rest as unknown as Omit<R, BoundKey>];
}

/** The field `name` of a form, drawn by `draw` with its value and handlers and its refusal in words. */
export function boundField<T extends FieldValues, O>(
  { control, name, message }: Bound<T, O>,
  draw: (field: ControllerRenderProps<T, Path<T>>, error: string | undefined) => ReactElement,
) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => draw(field, message(fieldState.error))}
    />
  );
}

/**
 * A text field of a form: the field `name` bound to a TextInput, its refusal in words; `clean`
 * rewrites what is typed before the form keeps it (an address with its spaces trimmed).
 */
export function TextField<T extends FieldValues, O = T>({
  testId,
  clean,
  ...props
}: Bound<T, O> &
  Omit<TextInputProps, 'value' | 'onChange' | 'onBlur' | 'name' | 'error'> & {
    clean?: (text: string) => string;
    testId?: string;
  }) {
  const [bound, input] = splitBound(props);
  return boundField(bound, (field, error) => (
    <TextInput
      {...input}
      {...field}
      onChange={clean ? (e) => field.onChange(clean(e.currentTarget.value)) : field.onChange}
      error={error}
      data-testid={testId}
    />
  ));
}

/** A picker of a form: the field `name` bound to a Select that always holds one of `data`, its refusal in words. */
export function SelectField<T extends FieldValues, O = T>({
  testId,
  ...props
}: Bound<T, O> & Omit<SelectProps, 'value' | 'onChange' | 'error' | 'allowDeselect'> & { testId?: string }) {
  const [bound, select] = splitBound(props);
  return boundField(bound, (field, error) => (
    <Select
      {...select}
      value={field.value}
      onChange={(v) => v && field.onChange(v)}
      error={error}
      allowDeselect={false}
      data-testid={testId}
    />
  ));
}
