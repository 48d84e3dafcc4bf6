import { Textarea, type TextareaProps } from '@mantine/core';

/** Whether the browser sizes a text area to its text by itself (Chromium 123+, Safari 26.2+). */
const GROWS_BY_ITSELF = typeof CSS !== 'undefined' && CSS.supports('field-sizing', 'content');

type GrowingTextareaProps = Omit<TextareaProps, 'autosize' | 'minRows' | 'maxRows'> & {
  minRows?: number;
  maxRows?: number;
};

/** The height of `rows` lines of the input's text, with its padding and border (Mantine's inputs are border-box). */
const heightOf = (rows: number) => `calc(${rows}lh + 2 * var(--input-padding-y, 0px) + 2px)`;

/**
 * A text area that grows with its text, from `minRows` lines up to `maxRows`. Where the browser can
 * (CSS `field-sizing: content`) it grows by itself; elsewhere Mantine's autosize measures it. That
 * measure reads the page's computed styles when the field mounts and on each keystroke: on a
 * dashboard it forced the whole new page's style and layout inside React's commit, a ~50 ms task on
 * a phone (docs/performance.md#dashboards).
 */
export function GrowingTextarea({ minRows = 1, maxRows, styles, ...props }: GrowingTextareaProps) {
  if (!GROWS_BY_ITSELF) return <Textarea autosize minRows={minRows} maxRows={maxRows} styles={styles} {...props} />;
  return (
    <Textarea
      styles={{
        ...styles,
        input: {
          fieldSizing: 'content',
          minHeight: heightOf(minRows),
          ...(maxRows === undefined ? {} : { maxHeight: heightOf(maxRows) }),
        },
      }}
      {...props}
    />
  );
}
