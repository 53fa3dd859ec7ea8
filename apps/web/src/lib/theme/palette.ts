import type { ColorSystemOptions } from '@mui/material/styles';

/** Light: dark navy primary on a soft grey page. */
export const lightScheme: ColorSystemOptions = {
  palette: {
    primary: { main: '#1b2d4f', light: '#3c5283', dark: '#0f1c33', contrastText: '#ffffff' },
    secondary: { main: '#6d788d' },
    success: { main: '#1a7943' },
    info: { main: '#0b6bcb' },
    warning: { main: '#a35200' },
    error: { main: '#c62828' },
    background: { default: '#f8f7fa', paper: '#ffffff' },
    text: { primary: '#2f2b3d', secondary: '#5d596c' },
  },
};

/** Dark: navy lifted to a readable blue on charcoal. */
export const darkScheme: ColorSystemOptions = {
  palette: {
    primary: { main: '#8fb0ff', contrastText: '#0d1526' },
    secondary: { main: '#a8b1c2' },
    success: { main: '#5fd08e' },
    info: { main: '#6cb8ff' },
    warning: { main: '#ffb35c' },
    error: { main: '#ff7b7b' },
    background: { default: '#25293c', paper: '#2f3349' },
    text: { primary: '#e1def5', secondary: '#b6b3ca' },
  },
};

/** "modern": the dark skin, near-black with a teal accent. */
export const modernScheme: ColorSystemOptions = {
  palette: {
    primary: { main: '#4fd1c5', contrastText: '#06201d' },
    secondary: { main: '#9aa4b5' },
    success: { main: '#5fd08e' },
    info: { main: '#6cb8ff' },
    warning: { main: '#ffb35c' },
    error: { main: '#ff7b7b' },
    background: { default: '#0f1115', paper: '#181b22' },
    text: { primary: '#e8eaf0', secondary: '#a9afbd' },
  },
};
