import { Text, type TextProps } from '@mantine/core';
import type { ComponentPropsWithoutRef } from 'react';

type UserTextProps = TextProps & Omit<ComponentPropsWithoutRef<'p'>, keyof TextProps>;

/**
 * Text a member typed (a name, a post, a message, a note). It carries its own direction, so it is
 * isolated (`dir="auto"`: the bidi algorithm takes its first strong letter): a Latin "Trial on Saturday!"
 * keeps its "!" at its end on a right-to-left page. Product texts follow the page and do not use this.
 */
export function UserText(props: UserTextProps) {
  return <Text dir="auto" {...props} />;
}
