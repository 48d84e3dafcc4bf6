import { Box, Input, type InputProps } from '@mantine/core';
import { type ComponentPropsWithoutRef, useId } from 'react';

type PlainTextInputProps = InputProps &
  Omit<ComponentPropsWithoutRef<'input'>, keyof InputProps | 'id'> & {
    /** The field's visible label, tied to the input by React's id. */
    label: string;
  };

/**
 * A labelled text field that mounts in one render. Mantine's `TextInput` takes its id from Mantine's
 * `useId`, which replaces React's id with a random one in a layout effect: a synchronous update that
 * makes React run the whole commit's passive effects (the page's queries and subscriptions) in the
 * same task. A field on a page's first screen uses this one instead (decision 079).
 */
export function PlainTextInput({ label, style, className, ...props }: PlainTextInputProps) {
  const id = useId();
  return (
    <Box style={style} className={className}>
      <Input.Label htmlFor={id}>{label}</Input.Label>
      <Input id={id} {...props} />
    </Box>
  );
}
