/**
 * A Mantine input's props with its error (a contract schema's message id, or the server's
 * answer) in the language shown (docs/product.md#languages): `sentence` is `useSentence()`'s function.
 */
export function withSentenceError<Props extends object>(props: Props, sentence: (text: string) => string): Props {
  const error = (props as { error?: unknown }).error;
  return typeof error === 'string' ? { ...props, error: sentence(error) } : props;
}
