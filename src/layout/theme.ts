import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { textShade } from '../components/statusColors';
import { a11y } from '../i18n/en/a11y';

/**
 * react-admin's light theme with the phone breakpoint at 768 px: below it the side menu becomes a temporary
 * drawer and the lists switch to their small-screen layout. Wide tables scroll inside their card instead of
 * stretching the page.
 */
export const theme: RaThemeOptions = {
  ...defaultTheme,
  breakpoints: { values: { xs: 0, sm: 768, md: 960, lg: 1280, xl: 1920 } },
  palette: {
    ...defaultTheme.palette,
    primary: { main: '#0b5cad' },
    secondary: { main: '#0b3d6e' },
    // MUI's orange and light blue, darkened to read as text and behind white text (WCAG 1.4.3)
    warning: { main: textShade('#ed6c02') },
    info: { main: textShade('#0288d1') },
    // MUI's red, dark enough for a text button on react-admin's grey toolbar
    error: { main: textShade('#d32f2f', '#e0e0e0') },
  },
  components: {
    ...defaultTheme.components,
    // a spinner is announced as loading (WCAG 4.1.2); a spinner with its own name keeps it
    MuiCircularProgress: { defaultProps: { 'aria-label': a11y.loading } },
    // the hint under a disabled field says why it is disabled: it must stay readable (WCAG 1.4.3)
    // text beside a field (a phone prefix, a unit) on a filled field's grey: MUI's icon grey is too light for text
    MuiInputAdornment: { styleOverrides: { root: { color: 'rgba(0, 0, 0, 0.6)' } } },
    MuiFormHelperText: { styleOverrides: { root: { '&.Mui-disabled': { color: 'rgba(0, 0, 0, 0.6)' } } } },
    RaLayout: {
      styleOverrides: {
        root: {
          minWidth: 0,
          '& .RaLayout-content': { minWidth: 0 },
        },
      },
    },
    RaList: {
      styleOverrides: {
        root: {
          '& .RaList-main': { minWidth: 0 },
          '& .RaList-content': { overflowX: 'auto' },
        },
      },
    },
  },
};
