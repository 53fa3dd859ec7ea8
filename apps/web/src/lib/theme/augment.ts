declare module '@mui/material/styles' {
  interface BreakpointOverrides {
    xxl: true;
  }
}

export {};
