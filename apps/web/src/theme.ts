import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core';

// A football-pitch green. Shade 7 carries white text at more than 5:1 (WCAG AA), so it is the primary shade.
const pitch: MantineColorsTuple = [
  '#e8f6ec',
  '#d2ecd9',
  '#a5d8b3',
  '#74c38a',
  '#4bb168',
  '#32a552',
  '#239e47',
  '#1f7a3a',
  '#186a31',
  '#0f5a27',
];

// Mantine's red at the filled shade (7) gives white text 3.7:1; shifted one step darker from there
// on, every filled red button (delete, reject) reaches 4.5:1 while the light tints stay as they were.
const red: MantineColorsTuple = [
  '#fff5f5',
  '#ffe3e3',
  '#ffc9c9',
  '#ffa8a8',
  '#ff8787',
  '#fa5252',
  '#e03131',
  '#c92a2a',
  '#b02525',
  '#962020',
];

export const theme = createTheme({
  colors: { pitch, red },
  primaryColor: 'pitch',
  primaryShade: { light: 7, dark: 8 },
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji"',
  headings: { fontWeight: '700' },
  focusRing: 'auto',
  cursorType: 'pointer',
  // Members who ask their system for less motion get modals and menus without the fade and slide.
  respectReducedMotion: true,
  components: {
    // Toasts and modals carry an icon-only close button; give it a name for screen readers (WCAG 4.1.2).
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Dismiss notification' } } },
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    // Mantine keeps a closed Select's options mounted (hidden) by default: the post form and the pool
    // filters rendered ~500 hidden options on the agent dashboard, a third of its first render.
    // Options are rendered when the list opens instead. A Select's own comboboxProps replace this whole
    // object (Mantine merges default props shallowly), so a Select that sets them says keepMounted too.
    Select: { defaultProps: { comboboxProps: { keepMounted: false } } },
    // What a member types carries its own direction: a Latin name typed on an Arabic page stays left
    // to right with its punctuation at its end, an Arabic one right to left. (Mantine puts a `dir`
    // prop on the wrapper, where it would read no text; `attributes` reach the field itself.)
    TextInput: { defaultProps: { attributes: { input: { dir: 'auto' } } } },
    Textarea: { defaultProps: { attributes: { input: { dir: 'auto' } } } },
  },
});

// Mantine's default error red (red.6) reads at 3.3:1 on white, and its dimmed grey (input descriptions,
// timestamps) at 3.3:1 too; text must reach 4.5:1 (WCAG 1.4.3).
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-error': '#c92a2a', '--mantine-color-dimmed': '#495057' },
  dark: { '--mantine-color-error': '#ff8787', '--mantine-color-dimmed': '#b8b8b8' },
});
