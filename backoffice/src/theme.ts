import type { CheckboxOwnerState, Theme } from '@mui/material';
import { defaultTheme, type RaThemeOptions } from 'react-admin';

/**
 * The text colour of deleted records (users, planned outages) that stay listed: greyer than the rest, yet 5.7:1 on
 * white (WCAG 1.4.3). MUI's text.disabled (#9e9e9e, 2.7:1) is for disabled controls, which need no contrast.
 */
export const DELETED_TEXT = 'text.secondary';

type LabelledCheckbox = CheckboxOwnerState & { 'aria-label'?: string };

/**
 * react-admin hands MUI's inputs their props twice: in `slotProps`, which they use, and in the props MUI 9 no longer
 * knows (`InputProps`, `inputProps`, `InputLabelProps`), which fall through to the root element and were written into
 * the page as invalid attributes (`<div inputprops="[object Object]">`). The root slot drops them.
 */
const LEGACY_INPUT_PROPS = { InputProps: undefined, inputProps: undefined, InputLabelProps: undefined };

// react-admin's default theme in the operator's blue, plus the spec §5 detail that a failed field
// shows its message with a warning icon.
export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    ...defaultTheme.palette,
    primary: { main: '#1256a6' },
    secondary: { main: '#0d3f7a' },
    // WCAG 1.4.3 (4.5:1) for text in these colours and white text on them. MUI's orange (#ed6c02) carries white
    // text at 3.1:1 only, as on the filled 'Do akceptacji' chip; its green and red read under 4.5:1 as the
    // Akceptuj/Odrzuć buttons on the selection bar's blue (#d9e3f0). These darker shades read at least 5:1 on white,
    // on that blue and on the amber of rows awaiting acceptance; white on the amber chip 6:1.
    warning: { main: '#a14a07' },
    success: { main: '#256b29' },
    error: { main: '#b71c1c' },
  },
  components: {
    ...defaultTheme.components,
    // Long Polish menu labels ('Wszystkie planowane wyłączenia') wrap instead of ending in an
    // ellipsis; a wider sidebar would squeeze the tables instead.
    RaMenuItemLink: {
      styleOverrides: {
        root: { '& .MuiTypography-noWrap': { whiteSpace: 'normal' } },
      },
    },
    // On a phone react-admin fixes a form's Save bar to the screen's bottom and leaves no room for it, so
    // the form's end (the planned outage's map with its attribution) could never be scrolled out from under
    // it. The room matches the bar: a toolbar row (at most 64 px) plus its 16 px padding top and bottom.
    RaLayout: {
      styleOverrides: {
        root: { '& .RaLayout-content:has(.RaToolbar-mobileToolbar)': { paddingBottom: 96 } },
      },
    },
    // For the same bar, a field the keyboard focuses (or the browser scrolls to over the on-screen keyboard) is
    // scrolled to end above it, not under it (WCAG 2.4.11).
    MuiCssBaseline: {
      styleOverrides: {
        'html:has(.RaToolbar-mobileToolbar)': { scrollPaddingBottom: 96 },
      },
    },
    // The page title sits in an inline-block (react-admin's configurable wrapper), which the title's own ellipsis
    // does not reach: on a phone 'Planowane wyłączenia - panel akceptującego' was cut off mid-word instead.
    RaAppBar: {
      styleOverrides: {
        root: {
          '& .RaAppBar-title > *': { maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis', verticalAlign: 'bottom' },
        },
      },
    },
    // react-admin's row checkbox (DataTable's SelectRowCheckbox) puts its aria-label on the checkbox's outer span,
    // where it names nothing (aria-prohibited-attr) and leaves the input without a name (WCAG 4.1.2). A checkbox given
    // an aria-label has it on its input instead; a label set on the input itself still wins.
    MuiCheckbox: {
      defaultProps: {
        slotProps: {
          root: (ownerState: LabelledCheckbox) => ({ ...LEGACY_INPUT_PROPS, ...(ownerState['aria-label'] ? { 'aria-label': undefined } : {}) }),
          input: (ownerState: LabelledCheckbox) => (ownerState['aria-label'] ? { 'aria-label': ownerState['aria-label'] } : {}),
        },
      },
    },
    // react-admin's skip-to-content button asks for `variant="contained"`, which on a phone, where react-admin's Button
    // is an icon button, fell through to the element (`<button variant="contained">`, invalid HTML). The theme's
    // explicit undefined replaces it (react-admin spreads the theme's props after its own), and the button is filled
    // in the operator's blue by its style instead, at every width.
    RaSkipNavigationButton: {
      defaultProps: { variant: undefined },
      styleOverrides: {
        root: ({ theme }: { theme: Theme }) => ({
          backgroundColor: theme.palette.primary.main,
          color: theme.palette.primary.contrastText,
          '&:hover': { backgroundColor: theme.palette.primary.dark },
        }),
      },
    },
    MuiTextField: {
      defaultProps: { slotProps: { root: LEGACY_INPUT_PROPS } },
    },
    MuiFormHelperText: {
      styleOverrides: {
        root: {
          '&.Mui-error::before': {
            // U+26A0 WARNING SIGN in text presentation; decorative, the message carries the meaning.
            content: '"\\26A0\\FE0E\\00a0"',
            speak: 'never',
          },
        },
      },
    },
  },
};
