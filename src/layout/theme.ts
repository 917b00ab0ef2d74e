import { defaultTheme, type RaThemeOptions } from 'react-admin';

/**
 * react-admin's light theme with the phone breakpoint at 768 px: below it the side menu becomes a temporary
 * drawer and the lists switch to their small-screen layout. Wide tables scroll inside their card instead of
 * stretching the page.
 */
export const theme: RaThemeOptions = {
  ...defaultTheme,
  breakpoints: { values: { xs: 0, sm: 768, md: 960, lg: 1280, xl: 1920 } },
  palette: { ...defaultTheme.palette, primary: { main: '#0b5cad' }, secondary: { main: '#0b3d6e' } },
  components: {
    ...defaultTheme.components,
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
